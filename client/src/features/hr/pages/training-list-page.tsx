// /hrm/training/list (menu component hrm/training/TrainingList): 培训记录.
import { ResourceList } from '@/widgets/resource';
import { trainingResource } from '../model/training-resource';

export function TrainingListPage() {
  return <ResourceList resource={trainingResource} />;
}
