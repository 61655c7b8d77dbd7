// A claim's own links by its state and the user's buttons: 提交审核 (confirmed) while 已报案; 赔付 and 拒赔 (each a
// dialog, `decide`) while 审核中. 已赔付 and 已拒赔 have none.
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink, RowLink } from '@/widgets/list-page';
import { moveClaim, type InsClaim } from '../api/insurance-api';
import type { ClaimDecision } from '../components/claim-decision-dialog';
import { runRowCall } from '../lib/run-row-call';
import { CLAIM_STATES } from '../model/claim-resource';

export function useClaimRowActions(onChanged: () => Promise<unknown>, decide: (claim: InsClaim, decision: ClaimDecision) => void): (claim: InsClaim) => ReactNode {
  const { message } = App.useApp();
  const { can } = useAccess();
  const [review, pay, reject] = [can('ins:claim:review'), can('ins:claim:pay'), can('ins:claim:reject')];
  return useCallback(
    (claim: InsClaim) => {
      if (claim.status === CLAIM_STATES.reported && review)
        return (
          <RowConfirmLink
            title={`确定将${claim.claimNo}提交审核吗?`}
            onConfirm={async () => {
              if (await runRowCall(() => moveClaim({ id: claim.id, action: 'review' }), message)) await onChanged();
            }}
          >
            提交审核
          </RowConfirmLink>
        );
      if (claim.status !== CLAIM_STATES.reviewing) return null;
      return (
        <>
          {pay && <RowLink onClick={() => decide(claim, 'pay')}>赔付</RowLink>}
          {reject && <RowLink onClick={() => decide(claim, 'reject')}>拒赔</RowLink>}
        </>
      );
    },
    [review, pay, reject, message, onChanged, decide],
  );
}
