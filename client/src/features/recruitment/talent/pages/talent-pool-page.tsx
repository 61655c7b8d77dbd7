// /rpm/talent/list (menu component rpm/talent/TalentPoolList): 人才库. Each row: 详情 (the candidate's drawer) and
// 邀请 (back into an open demand: 处理中 again at 简历筛选, with that demand).
import { useCallback, useState } from 'react';
import { useAccess } from '@/widgets/access';
import { RowLink } from '@/widgets/list-page';
import { ResourceList } from '@/widgets/resource';
import type { Candidate } from '../../resume/api/resume-api';
import { inviteCandidate } from '../../candidates/api/candidate-detail-api';
import { DecisionDialog } from '../../candidates/components/decision-dialog';
import { useCandidateDetail, useRecruitmentReload } from '../../candidates/hooks/use-candidate-detail';
import { INVITE_FIELDS, INVITE_PERMISSION, talentResource } from '../model/talent-resource';

export function TalentPoolPage() {
  const { can } = useAccess();
  const mayInvite = can(INVITE_PERMISSION);
  const { detailLink, drawer } = useCandidateDetail();
  const reload = useRecruitmentReload();
  const [inviting, setInviting] = useState<Candidate | null>(null);
  const rowActions = useCallback(
    (row: Candidate) => [
      detailLink(row),
      ...(mayInvite
        ? [
            <RowLink key="invite" onClick={() => setInviting(row)}>
              邀请
            </RowLink>,
          ]
        : []),
    ],
    [detailLink, mayInvite],
  );
  return (
    <ResourceList resource={talentResource} rowActions={rowActions}>
      {drawer}
      {inviting && (
        <DecisionDialog
          title={`邀请回需求：${inviting.name}`}
          name="talent-invite"
          fields={INVITE_FIELDS}
          submit={(values) => inviteCandidate(inviting.id, String(values.demandId ?? ''))}
          onClose={() => setInviting(null)}
          onDone={reload}
        />
      )}
    </ResourceList>
  );
}
