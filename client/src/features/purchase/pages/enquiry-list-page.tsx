// /pur/enquiry (menu component pur/EnquiryList): 询价 — 报价比较 (the quotes side by side, one chosen) and 下单 on a
// chosen enquiry (an order from its quote, the budget checked).
import { useState } from 'react';
import { RowLink } from '@/widgets/list-page';
import { useAccess } from '@/widgets/access';
import { ResourceList } from '@/widgets/resource';
import type { Enquiry } from '../api/purchase-api';
import { EnquiryForm } from '../components/enquiry-form';
import { OrderForm } from '../components/order-form';
import { QuotesDialog } from '../components/quotes-dialog';
import { RecycleBinButton } from '../components/recycle-bin-button';
import { useFollowUp } from '../hooks/use-follow-up';
import { enquiryResource } from '../model/enquiry-resource';
import { orderResource } from '../model/order-resource';
import { ORDER_PATH } from '../model/origin-links';

export function EnquiryListPage() {
  const { can } = useAccess();
  const [comparing, setComparing] = useState<Enquiry | null>(null);
  const order = useFollowUp<Enquiry>(orderResource.calls, ORDER_PATH);
  return (
    <ResourceList
      resource={enquiryResource}
      form={EnquiryForm}
      toolbar={<RecycleBinButton path="/pur/enquiry/recycleBin" permission="pur:enquiry" />}
      rowActions={(row) => (
        <>
          <RowLink onClick={() => setComparing(row)}>报价比较</RowLink>
          {row.status === '2' && can('pur:order:add') && <RowLink onClick={() => order.open(row)}>下单</RowLink>}
        </>
      )}
    >
      {comparing && <QuotesDialog enquiry={comparing} onClose={() => setComparing(null)} />}
      {order.origin && <OrderForm editing="new" enquiryId={order.origin.id} saving={order.saving} onCancel={order.close} onSubmit={(values) => void order.submit(values)} />}
    </ResourceList>
  );
}
