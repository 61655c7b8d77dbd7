// /online/cgformList/{code} (menu component modules/online/cgform/auto/OnlCgformAutoList and its ERP / tab /
// inner-table variants): an online form's data list, built from the form's metadata by the resource kit's adapter,
// in the layout the menu component names.
import { OnlineFormList } from '../components/online-form-list';
import { formIdOf } from '../model/form-id';
import { listLayoutOf } from '../model/list-layout';

export function OnlineFormListPage({ route }: { route: { path: string; component?: string } }) {
  return <OnlineFormList id={formIdOf(route.path)} layout={listLayoutOf(route.component)} />;
}
