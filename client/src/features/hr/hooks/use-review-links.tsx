// The row links that decide a pending request, for a list's rowActions slot: separate items, so the 操作 column
// divides them like its own links; none on a decided request or without the permission.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { useResourceReload, type Resource } from '@/widgets/resource';
import { ReviewLink } from '../components/review-link';
import type { ReviewSpec } from '../model/review-specs';

type Reviewable = { id: string; name: string; status: string };

export function useReviewLinks<Row extends Reviewable>(spec: ReviewSpec, resource: Resource<Row>): (row: Row) => ReactNode[] {
  const { can } = useAccess();
  const allowed = can(spec.permission);
  const reload = useResourceReload(resource);
  const queryClient = useQueryClient();
  // A decision changes the roster (and its contracts) under their lists too.
  const onDone = useCallback(() => Promise.all([reload(), queryClient.invalidateQueries({ queryKey: ['roster'] }), queryClient.invalidateQueries({ queryKey: ['contract'] })]), [reload, queryClient]);
  return useCallback(
    (row: Row) => {
      if (!allowed || row.status !== '0') return [];
      const item = row as Row & Record<string, unknown>;
      return [<ReviewLink key="pass" spec={spec} row={item} passing onDone={onDone} />, <ReviewLink key="reject" spec={spec} row={item} passing={false} onDone={onDone} />];
    },
    [allowed, spec, onDone],
  );
}
