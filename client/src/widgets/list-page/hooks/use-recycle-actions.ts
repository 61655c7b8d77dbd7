// The recycle bin of a list: recover (取回) and real delete (彻底删除), one row or the selection.
import { useMemo } from 'react';
import { ListText } from '../model/list-messages';
import { useRowsAction, type ListParts, type RowsActionTexts, type RowsCall } from './use-rows-action';

export interface RecycleCalls {
  recover?: RowsCall;
  recoverBatch?: RowsCall;
  realDelete?: RowsCall;
  realDeleteBatch?: RowsCall;
}

const RECOVER: RowsActionTexts = { action: 'recover', confirmTitle: ListText.recoverConfirm, done: ListText.recovered, removesRows: true };
const REAL_DELETE: RowsActionTexts = { action: 'delete', confirmTitle: ListText.realDeleteConfirm, done: ListText.deleted, removesRows: true };

export function useRecycleActions<Row>(list: ListParts<Row>, calls: RecycleCalls) {
  const recover = useRowsAction(list, calls.recover, RECOVER);
  const recoverBatch = useRowsAction(list, calls.recoverBatch, { ...RECOVER, action: 'recoverBatch' });
  const realDelete = useRowsAction(list, calls.realDelete, REAL_DELETE);
  const realDeleteBatch = useRowsAction(list, calls.realDeleteBatch, { ...REAL_DELETE, action: 'deleteBatch' });
  // Stable for the list's life (the actions are): row cells built with these do not render again on every change.
  return useMemo(
    () => ({
      recoverRow: (id: string) => recover.runNow([id]),
      recoverSelected: recoverBatch.runOnSelection,
      realDeleteRow: (id: string) => realDelete.runNow([id]),
      realDeleteSelected: realDeleteBatch.runOnSelection,
    }),
    [recover, recoverBatch, realDelete, realDeleteBatch],
  );
}
