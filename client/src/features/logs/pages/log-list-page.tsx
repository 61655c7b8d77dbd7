// /isystem/log (menu component system/LogList): 日志管理 — login and operation logs in tabs, searched by keyword,
// date range and (operation logs) operate type, with the advanced query.
import { ResourceList } from '@/widgets/resource';
import { logResource } from '../model/log-resource';

export function LogListPage() {
  return <ResourceList resource={logResource} />;
}
