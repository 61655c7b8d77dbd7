// /pur/contract (menu component pur/ContractList): 采购合同 — contracts signed from orders, with their origin, terms,
// attachments and payment schedule.
import { ResourceList } from '@/widgets/resource';
import { ContractForm } from '../components/contract-form';
import { RecycleBinButton } from '../components/recycle-bin-button';
import { contractResource } from '../model/contract-resource';

export function ContractListPage() {
  return <ResourceList resource={contractResource} form={ContractForm} toolbar={<RecycleBinButton path="/pur/contract/recycleBin" permission="pur:contract" />} />;
}
