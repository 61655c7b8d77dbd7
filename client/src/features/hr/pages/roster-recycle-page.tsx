// /mis/employee/rosterRecycleList (menu component mis/employee/RosterRecycleList): 花名册回收站.
import { ResourceList } from '@/widgets/resource';
import { rosterRecycleResource } from '../model/roster-recycle-resource';

export function RosterRecyclePage() {
  return <ResourceList resource={rosterRecycleResource} />;
}
