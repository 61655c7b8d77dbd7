// /hrm/employee/rosterList (menu component hrm/employee/RosterList): 员工花名册 — search, advanced query, paging and
// sort, 查看 / 编辑 opening 员工详情, delete and batch delete, export and import, with buttons following the user's permissions.
import { ResourceList } from '@/widgets/resource';
import { rosterResource } from '../model/roster-resource';

export function RosterListPage() {
  return <ResourceList resource={rosterResource} />;
}
