// A settlement's states (dict settlement_status) and what each allows: only a draft is edited, deleted or confirmed; a
// confirmed one is revoked or invoiced; after that the invoice and its payments move it.
import type { Settlement } from '../api/finance-api';

export const SETTLEMENT_STATE = { draft: '0', confirmed: '1', invoiced: '2', partlyPaid: '3', paid: '4' } as const;

/** The tag colour of each state. */
export const STATE_COLOURS: Record<string, string> = { '0': 'default', '1': 'processing', '2': 'warning', '3': 'orange', '4': 'success' };

type Row = Pick<Settlement, 'status'>;
export const isDraft = (row: Row) => row.status === SETTLEMENT_STATE.draft;
export const canConfirm = isDraft;
export const canRevoke = (row: Row) => row.status === SETTLEMENT_STATE.confirmed;
export const canInvoice = (row: Row) => row.status === SETTLEMENT_STATE.confirmed;
