// /meal/allowance (menu component meal/MealAllowanceList): 餐补结算 — the month's statement per employee; export.
import { ResourceList } from '@/widgets/resource';
import { allowanceResource } from '../model/allowance-resource';

export function MealAllowanceListPage() {
  return <ResourceList resource={allowanceResource} />;
}
