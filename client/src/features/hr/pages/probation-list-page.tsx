// /hrm/relation/probation/list (menu component hrm/relation/ProbationList): 试用期, probations ending within 30 days.
import { useCallback } from 'react';
import { useAccess } from '@/widgets/access';
import { ResourceList } from '@/widgets/resource';
import type { Probation } from '../api/lifecycle-api';
import { ApplyRegularLink } from '../components/apply-regular-link';
import { probationResource } from '../model/probation-resource';

export function ProbationListPage() {
  const { can } = useAccess();
  const mayApply = can('hrm:regular:add');
  const applyLink = useCallback((row: Probation) => (mayApply && !row.applying ? <ApplyRegularLink row={row} /> : null), [mayApply]);
  return <ResourceList resource={probationResource} rowActions={applyLink} />;
}
