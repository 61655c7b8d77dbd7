// The candidate lists' own row links, for the lists' rowActions slot: 录用 and 淘汰 on a 处理中 candidate, 恢复 on an
// 已淘汰 one (a confirmation). Each shows only with its permission.
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink } from '@/widgets/list-page';
import type { Candidate } from '../../resume/api/resume-api';
import { recoverCandidate } from '../api/candidate-api';
import { EliminateLink, HireLink } from '../components/decision-links';
import { CANDIDATE_RESOURCES, ELIMINATE_PERMISSION, HIRE_PERMISSION, RECOVER_PERMISSION } from '../model/candidate-resource';

/** Reloads the three lists and 入职管理 (a hire adds an enrolment there). */
function useCandidateReload(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () => Promise.all([...Object.values(CANDIDATE_RESOURCES).map((resource) => queryClient.invalidateQueries({ queryKey: [resource.key, 'list'] })), queryClient.invalidateQueries({ queryKey: ['enrollment', 'list'] })]),
    [queryClient],
  );
}

/** 处理中's links: 录用, 淘汰. */
export function useProcessingActions(): (row: Candidate) => ReactNode[] {
  const { can } = useAccess();
  const mayHire = can(HIRE_PERMISSION);
  const mayEliminate = can(ELIMINATE_PERMISSION);
  const reload = useCandidateReload();
  return useCallback(
    (row: Candidate) => [
      ...(mayHire && row.status === '1' ? [<HireLink key="hire" row={row} onDone={reload} />] : []),
      ...(mayEliminate && row.status === '1' ? [<EliminateLink key="eliminate" row={row} onDone={reload} />] : []),
    ],
    [mayHire, mayEliminate, reload],
  );
}

/** 已淘汰's link: 恢复, back to 处理中. */
export function useEliminatedActions(): (row: Candidate) => ReactNode[] {
  const { can } = useAccess();
  const mayRecover = can(RECOVER_PERMISSION);
  const reload = useCandidateReload();
  const { message } = App.useApp();
  return useCallback(
    (row: Candidate) =>
      mayRecover && row.status === '3'
        ? [
            <RowConfirmLink
              key="recover"
              title="确定恢复该候选人到处理中吗?"
              onConfirm={async () => {
                try {
                  message.success((await recoverCandidate(row.id)) || '恢复成功！');
                } catch {
                  return; // The HTTP layer has shown the server's message.
                }
                await reload();
              }}
            >
              恢复
            </RowConfirmLink>,
          ]
        : [],
    [mayRecover, reload, message],
  );
}
