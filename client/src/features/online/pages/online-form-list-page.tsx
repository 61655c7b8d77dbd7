// /online/cgformList/{code} (menu component modules/online/cgform/auto/OnlCgformAutoList and its ERP / tab /
// inner-table variants): an online form's data list, built from the form's metadata by the resource kit's adapter,
// in the layout the menu component names.
import { useLocation } from 'react-router-dom';
import { OnlineFormList } from '../components/online-form-list';
import { formIdOf } from '../model/form-id';
import { listLayoutOf } from '../model/list-layout';

export function OnlineFormListPage({ route }: { route: { path: string; component?: string } }) {
  // A generic route (/online/cgformList/:code, 功能测试's) names the form in the address, not in its own path.
  const { pathname } = useLocation();
  return <OnlineFormList id={formIdOf(route.path.includes(':') ? pathname : route.path)} layout={listLayoutOf(route.component)} />;
}
