// Delete one row (id) and batch delete the selection (ids comma list) with confirmation (001 §5, §7).
import { useMemo } from 'react';
import { ListText } from '../model/list-messages';
import { useRowsAction, type ListParts, type RowsCall } from './use-rows-action';

export interface ListDeletion {
  /** Deletes one row; confirm first with a Popconfirm (ListText.rowDeleteConfirm). */
  deleteRow: (id: string) => Promise<void>;
  /** Asks 确认删除 / 是否删除选中数据? and deletes the selected rows. */
  deleteSelected: () => void;
}

export function useListDeletion<Row>(list: ListParts<Row>, remove: RowsCall | undefined, removeBatch: RowsCall | undefined): ListDeletion {
  const single = useRowsAction(list, remove, { action: 'delete', confirmTitle: ListText.deleteConfirmTitle, done: ListText.deleted, removesRows: true });
  const batch = useRowsAction(list, removeBatch, {
    action: 'deleteBatch',
    confirmTitle: ListText.deleteConfirmTitle,
    confirmContent: ListText.batchDeleteConfirm,
    done: ListText.deleted,
    removesRows: true,
  });
  const { runNow } = single;
  return useMemo(() => ({ deleteRow: (id) => runNow([id]), deleteSelected: batch.runOnSelection }), [runNow, batch.runOnSelection]);
}
