// 招聘管理's candidate lists (/rpm/candidate/processing | hired | eliminated; menu components rpm/candidate/
// ProcessingList, HiredList, EliminatedList): one description per status over the same calls.
import { ResourceList } from '@/widgets/resource';
import { useEliminatedActions, useProcessingActions } from '../hooks/use-candidate-actions';
import { eliminatedResource, hiredResource, processingResource } from '../model/candidate-resource';

export function ProcessingListPage() {
  const actions = useProcessingActions();
  return <ResourceList resource={processingResource} rowActions={actions} />;
}

export function HiredListPage() {
  return <ResourceList resource={hiredResource} />;
}

export function EliminatedListPage() {
  const actions = useEliminatedActions();
  return <ResourceList resource={eliminatedResource} rowActions={actions} />;
}
