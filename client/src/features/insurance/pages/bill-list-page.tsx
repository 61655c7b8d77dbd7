// /insurance/bill (menu component insurance/InsBillList): 保费账单 — a month's premium per policy; export.
import { ResourceList } from '@/widgets/resource';
import { billResource } from '../model/bill-resource';

export function InsBillListPage() {
  return <ResourceList resource={billResource} />;
}
