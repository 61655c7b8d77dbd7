// An order's own link: 取消 (confirmed) while it is 已订; the server refuses it after the cut-off, naming the time.
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink } from '@/widgets/list-page';
import { cancelOrder, type MealOrder } from '../api/meal-api';
import { runRowCall } from '../lib/run-row-call';

export const CANCEL_PERMISSION = 'meal:order:cancel';

export function useOrderRowActions(onChanged: () => Promise<unknown>): (order: MealOrder) => ReactNode {
  const { message } = App.useApp();
  const { can } = useAccess();
  const allowed = can(CANCEL_PERMISSION);
  return useCallback(
    (order: MealOrder) =>
      allowed && order.status === '1' ? (
        <RowConfirmLink
          title={`确定取消${order.employeeName}${order.mealDate}的${order.mealType_dictText ?? ''}吗?`}
          onConfirm={async () => {
            if (await runRowCall(() => cancelOrder(order.id), message)) await onChanged();
          }}
        >
          取消
        </RowConfirmLink>
      ) : null,
    [allowed, message, onChanged],
  );
}
