// /finance/invoice (menu component finance/InvoiceList): 发票. 开票 opens the invoice dialog; a valid invoice's row
// records a payment (登记回款) while money is owed, and is voided (作废, with a reason) while nothing was received.
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useAccess } from '@/widgets/access';
import { RowLink } from '@/widgets/list-page';
import { ResourceList } from '@/widgets/resource';
import { addPayment, voidInvoice, type Invoice } from '../api/finance-api';
import { InvoiceFormDialog } from '../components/invoice-form';
import { PaymentFormDialog } from '../components/payment-form';
import { VoidInvoiceDialog } from '../components/void-invoice-dialog';
import { useFinanceChanged } from '../hooks/use-finance-changed';
import { invoiceResource } from '../model/invoice-resource';
import { toCents } from '../model/money';

const isValid = (row: Invoice) => row.status === '1';
const received = (row: Invoice) => toCents(row.receivedAmount) > 0;
const owes = (row: Invoice) => toCents(row.receivedAmount) < toCents(row.totalAmount);

export function InvoiceListPage() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const changed = useFinanceChanged();
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [saving, setSaving] = useState(false);
  const run = async (call: () => Promise<string>, close: () => void) => {
    setSaving(true);
    try {
      message.success(await call());
      close();
      await changed();
    } catch {
      // Shown by the HTTP layer in the server's words.
    } finally {
      setSaving(false);
    }
  };
  const rowActions = useCallback(
    (row: Invoice) =>
      [
        isValid(row) && owes(row) && can('mis:payment:add') && (
          <RowLink key="pay" onClick={() => setPaying(row)}>
            登记回款
          </RowLink>
        ),
        isValid(row) && !received(row) && can('mis:invoice:void') && (
          <RowLink key="void" danger onClick={() => setVoiding(row)}>
            作废
          </RowLink>
        ),
      ].filter(Boolean),
    [can],
  );
  return (
    <ResourceList resource={invoiceResource} form={InvoiceFormDialog} rowActions={rowActions} afterChange={changed}>
      {voiding && <VoidInvoiceDialog invoice={voiding} saving={saving} onCancel={() => setVoiding(null)} onSubmit={(reason) => void run(() => voidInvoice(voiding.id, reason), () => setVoiding(null))} />}
      {paying && <PaymentFormDialog editing="new" invoice={paying} saving={saving} onCancel={() => setPaying(null)} onSubmit={(form) => void run(() => addPayment(form), () => setPaying(null))} />}
    </ResourceList>
  );
}
