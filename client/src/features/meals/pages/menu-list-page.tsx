// /meal/menu (menu component meal/MealMenuList): 每周菜谱 — search by day, canteen, meal, dishes; add, edit, delete,
// export, import.
import { ResourceList } from '@/widgets/resource';
import { menuResource } from '../model/menu-resource';

export function MealMenuListPage() {
  return <ResourceList resource={menuResource} />;
}
