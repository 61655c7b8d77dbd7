// update_vxe_table (001 §4): data {socketKey, args: [row, caseId]}; a table bound to the socketKey updates the row
// with the same id unless caseId is its own (the message came from this very table instance).
import type { GridRow } from '../model/column';
import type { VxeMessage } from './vxe-socket';

export const DEFAULT_SOCKET_KEY = 'vxe-default';

export function tableUpdateMessage(socketKey: string, row: GridRow, caseId: string): VxeMessage {
  return { type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } };
}

/** The row to apply, or null when the message is not for this table or came from it. */
export function rowToApply(message: VxeMessage, socketKey: string, caseId: string): GridRow | null {
  if (message.type !== 'update_vxe_table') return null;
  const data = message.data as { socketKey?: unknown; args?: unknown } | null;
  if (!data || data.socketKey !== socketKey || !Array.isArray(data.args)) return null;
  const [row, from] = data.args as [unknown, unknown];
  if (from === caseId) return null;
  if (typeof row !== 'object' || row === null || typeof (row as GridRow).id !== 'string') return null;
  return row as GridRow;
}

/** Rows with the matching row's values replaced; the same list when no row matches. */
export function applyRowUpdate(rows: readonly GridRow[], update: GridRow): GridRow[] {
  const index = rows.findIndex((row) => row.id === update.id);
  if (index < 0) return rows as GridRow[];
  const next = [...rows];
  next[index] = { ...(rows[index] as GridRow), ...update };
  return next;
}
