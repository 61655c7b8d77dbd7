// 招聘管理's candidate lists (/rpm/candidate/processing | hired | eliminated; menu components rpm/candidate/
// ProcessingList, HiredList, EliminatedList): one description per status over the same calls. Each row's 详情 opens
// the candidate's drawer (stage history, interview records).
import { useCallback } from 'react';
import { ResourceList } from '@/widgets/resource';
import { useCandidateDetail } from '../hooks/use-candidate-detail';
import { useEliminatedActions, useProcessingActions } from '../hooks/use-candidate-actions';
import { eliminatedResource, hiredResource, processingResource } from '../model/candidate-resource';
import type { Candidate } from '../../resume/api/resume-api';

export function ProcessingListPage() {
  const actions = useProcessingActions();
  const { detailLink, drawer } = useCandidateDetail();
  const rowActions = useCallback((row: Candidate) => [detailLink(row), ...actions(row)], [detailLink, actions]);
  return (
    <ResourceList resource={processingResource} rowActions={rowActions}>
      {drawer}
    </ResourceList>
  );
}

export function HiredListPage() {
  const { detailLink, drawer } = useCandidateDetail();
  return (
    <ResourceList resource={hiredResource} rowActions={detailLink}>
      {drawer}
    </ResourceList>
  );
}

export function EliminatedListPage() {
  const actions = useEliminatedActions();
  const { detailLink, drawer } = useCandidateDetail();
  const rowActions = useCallback((row: Candidate) => [detailLink(row), ...actions(row)], [detailLink, actions]);
  return (
    <ResourceList resource={eliminatedResource} rowActions={rowActions}>
      {drawer}
    </ResourceList>
  );
}
