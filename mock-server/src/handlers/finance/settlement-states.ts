// A settlement's state after its invoice changes: 已开票 with nothing received, 部分回款, 已回款; back to 已确认 (and
// free for another invoice) when the invoice is voided.
import { toCents } from '../../lib/money.js';
import { settlements } from '../../entities/finance.js';
import type { InvoiceRecord } from '../../store/records/finance.js';
import type { Store } from '../../store/store.js';

type Session = { username: string } | null;

export function settlementStateOf(invoice: Pick<InvoiceRecord, 'receivedAmount' | 'totalAmount' | 'status'>): '1' | '2' | '3' | '4' {
  if (invoice.status !== '1') return '1';
  const received = toCents(invoice.receivedAmount);
  if (received <= 0) return '2';
  return received < toCents(invoice.totalAmount) ? '3' : '4';
}

/** Writes the invoice's state onto its settlements. */
export function followInvoice(store: Store, invoice: InvoiceRecord, session: Session, now: number): void {
  const ids = new Set(invoice.settlementIds.split(','));
  const status = settlementStateOf(invoice);
  for (const row of settlements.all(store)) {
    if (!ids.has(row.id)) continue;
    const link = status === '1' ? { invoiceId: null, invoiceNo: null } : { invoiceId: invoice.id, invoiceNo: invoice.invoiceNo };
    settlements.update(row, { ...link, status }, session, now);
  }
}
