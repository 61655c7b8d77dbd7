// /pur/supplier (menu component pur/SupplierList): 供应商 — search, add / edit with qualification files, delete to the
// recycle bin, export, import.
import { ResourceList } from '@/widgets/resource';
import { RecycleBinButton } from '../components/recycle-bin-button';
import { supplierResource } from '../model/supplier-resource';

export function SupplierListPage() {
  return <ResourceList resource={supplierResource} toolbar={<RecycleBinButton path="/pur/supplier/recycleBin" permission="pur:supplier" />} />;
}
