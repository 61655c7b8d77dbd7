// The recycle bin of a list: recover (取回) and real delete (彻底删除), one row or the selection.
import { ListText } from '../model/list-messages';
import { useRowsAction, type ListParts, type RowsCall } from './use-rows-action';

export interface RecycleCalls {
  recover?: RowsCall;
  recoverBatch?: RowsCall;
  realDelete?: RowsCall;
  realDeleteBatch?: RowsCall;
}

export function useRecycleActions<Row>(list: ListParts<Row>, calls: RecycleCalls) {
  const recover = useRowsAction(list, calls.recover, { action: 'recover', confirmTitle: ListText.recoverConfirm, done: ListText.recovered, removesRows: true });
  const recoverBatch = useRowsAction(list, calls.recoverBatch, {
    action: 'recoverBatch',
    confirmTitle: ListText.recoverConfirm,
    done: ListText.recovered,
    removesRows: true,
  });
  const realDelete = useRowsAction(list, calls.realDelete, { action: 'delete', confirmTitle: ListText.realDeleteConfirm, done: ListText.deleted, removesRows: true });
  const realDeleteBatch = useRowsAction(list, calls.realDeleteBatch, {
    action: 'deleteBatch',
    confirmTitle: ListText.realDeleteConfirm,
    done: ListText.deleted,
    removesRows: true,
  });
  return {
    recoverRow: (id: string) => recover.runNow([id]),
    recoverSelected: recoverBatch.runOnSelection,
    realDeleteRow: (id: string) => realDelete.runNow([id]),
    realDeleteSelected: realDeleteBatch.runOnSelection,
  };
}
