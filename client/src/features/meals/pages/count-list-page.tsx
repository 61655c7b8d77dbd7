// /meal/count (menu component meal/MealCountList): 订餐统计 — a day's counts per canteen and department; export.
import { ResourceList } from '@/widgets/resource';
import { countResource } from '../model/count-resource';

export function MealCountListPage() {
  return <ResourceList resource={countResource} />;
}
