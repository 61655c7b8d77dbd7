// /finance/settlement (menu component finance/SettlementList): 结算单. A draft is edited, deleted and 确认'd; a
// confirmed one is 撤回'd or 开票'd (the invoice dialog with it chosen); after that the invoice moves it.
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink, RowLink } from '@/widgets/list-page';
import { ResourceList } from '@/widgets/resource';
import { addInvoice, confirmSettlement, revokeSettlement, type Settlement } from '../api/finance-api';
import { InvoiceFormDialog } from '../components/invoice-form';
import { SettlementFormDialog } from '../components/settlement-form';
import { useFinanceChanged } from '../hooks/use-finance-changed';
import { SettlementText } from '../model/finance-text';
import { settlementResource } from '../model/settlement-resource';
import { canConfirm, canInvoice, canRevoke } from '../model/settlement-states';

export function SettlementListPage() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const changed = useFinanceChanged();
  const [invoicing, setInvoicing] = useState<Settlement | null>(null);
  const [saving, setSaving] = useState(false);
  // A refusal is shown by the HTTP layer (the server's own words); the row stays as it was.
  const act = useCallback(
    async (call: () => Promise<string>): Promise<boolean> => {
      try {
        message.success(await call());
      } catch {
        return false;
      }
      await changed();
      return true;
    },
    [message, changed],
  );
  const rowActions = useCallback(
    (row: Settlement) => [
      canConfirm(row) && can('mis:settlement:confirm') && (
        <RowConfirmLink key="confirm" title={SettlementText.confirmTitle} onConfirm={() => act(() => confirmSettlement(row.id))}>
          确认
        </RowConfirmLink>
      ),
      canRevoke(row) && can('mis:settlement:revoke') && (
        <RowConfirmLink key="revoke" title={SettlementText.revokeTitle} onConfirm={() => act(() => revokeSettlement(row.id))}>
          撤回
        </RowConfirmLink>
      ),
      canInvoice(row) && can('mis:invoice:add') && (
        <RowLink key="invoice" onClick={() => setInvoicing(row)}>
          开票
        </RowLink>
      ),
    ].filter(Boolean),
    [can, act],
  );
  return (
    <ResourceList resource={settlementResource} form={SettlementFormDialog} rowActions={rowActions} afterChange={changed}>
      {invoicing && (
        <InvoiceFormDialog
          editing="new"
          saving={saving}
          preset={{ projectId: invoicing.projectId, settlementIds: [invoicing.id] }}
          onCancel={() => setInvoicing(null)}
          onSubmit={(form) => {
            setSaving(true);
            void act(() => addInvoice(form))
              .then((done) => done && setInvoicing(null))
              .finally(() => setSaving(false));
          }}
        />
      )}
    </ResourceList>
  );
}
