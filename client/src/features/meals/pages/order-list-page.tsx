// /meal/order (menu component meal/MealOrderList): 订餐 — order a menu for a roster employee before its cut-off,
// 取消 until then, delete a cancelled order, export, import.
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { useOrderRowActions } from '../hooks/use-order-row-actions';
import { orderResource } from '../model/order-resource';

export function MealOrderListPage() {
  const reload = useResourceReload(orderResource);
  const rowActions = useOrderRowActions(reload);
  return <ResourceList resource={orderResource} rowActions={rowActions} />;
}
