// 详情 in a candidate row (the three lists and 人才库): opens the candidate's drawer (stage history, interviews). A
// change made there reloads every recruitment list, 需求大厅's counts and 入职管理.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { RowLink } from '@/widgets/list-page';
import type { Candidate } from '../../resume/api/resume-api';
import { CandidateDrawer } from '../components/candidate-drawer';

/** The query keys of the lists a candidate appears in or is counted by. */
export const RECRUITMENT_LISTS = ['candidate-processing', 'candidate-hired', 'candidate-eliminated', 'talent', 'demand', 'enrollment'] as const;

export function useRecruitmentReload(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all(RECRUITMENT_LISTS.map((key) => queryClient.invalidateQueries({ queryKey: [key, 'list'] }))), [queryClient]);
}

export function useCandidateDetail(): { detailLink: (row: Candidate) => ReactNode; drawer: ReactNode } {
  const [open, setOpen] = useState<Candidate | null>(null);
  const reload = useRecruitmentReload();
  const detailLink = useCallback(
    (row: Candidate) => (
      <RowLink key="detail" onClick={() => setOpen(row)}>
        详情
      </RowLink>
    ),
    [],
  );
  const drawer = open ? <CandidateDrawer candidate={open} onClose={() => setOpen(null)} onChanged={reload} /> : null;
  return { detailLink, drawer };
}
