// /pur/order (menu component pur/OrderList): 采购订单 — orders from chosen quotes, their delivery and acceptance; an
// order over its plan's budget saves only once confirmed; 签订合同 opens a contract for an order without one, whose
// number then links to it.
import { RowLink } from '@/widgets/list-page';
import { useAccess } from '@/widgets/access';
import { ResourceList } from '@/widgets/resource';
import type { Order } from '../api/purchase-api';
import { ContractForm } from '../components/contract-form';
import { OrderForm } from '../components/order-form';
import { RecycleBinButton } from '../components/recycle-bin-button';
import { useFollowUp } from '../hooks/use-follow-up';
import { contractResource } from '../model/contract-resource';
import { orderResource } from '../model/order-resource';
import { CONTRACT_PATH } from '../model/origin-links';

export function OrderListPage() {
  const { can } = useAccess();
  const contract = useFollowUp<Order>(contractResource.calls, CONTRACT_PATH);
  return (
    <ResourceList
      resource={orderResource}
      form={OrderForm}
      toolbar={<RecycleBinButton path="/pur/order/recycleBin" permission="pur:order" />}
      rowActions={(row) => (can('pur:contract:add') && !row.contractNo ? <RowLink onClick={() => contract.open(row)}>签订合同</RowLink> : null)}
    >
      {contract.origin && <ContractForm editing="new" orderId={contract.origin.id} saving={contract.saving} onCancel={contract.close} onSubmit={(values) => void contract.submit(values)} />}
    </ResourceList>
  );
}
