// /isystem/position (menu component system/SysPositionList): 职务管理 — search, advanced query, add, edit,
// delete, batch delete, export and import, with buttons following the user's permissions.
import { ResourceList } from '@/widgets/resource';
import { positionResource } from '../model/position-resource';

export function PositionListPage() {
  return <ResourceList resource={positionResource} />;
}
