// /pay/salaryArchive (menu component pay/SalaryArchiveList): 薪资档案.
import { ResourceList } from '@/widgets/resource';
import { salaryArchiveResource } from '../model/salary-archive-resource';

export function SalaryArchiveListPage() {
  return <ResourceList resource={salaryArchiveResource} />;
}
