// /online/cgformTreeList/{code} (menu component modules/online/cgform/auto/OnlCgformTreeList): a tree form's list.
import { OnlineFormList } from '../components/online-form-list';
import { formIdOf } from '../model/form-id';

export function OnlineTreeListPage({ route }: { route: { path: string } }) {
  return <OnlineFormList id={formIdOf(route.path)} />;
}
