// /insurance/claim (menu component insurance/InsClaimList): 理赔管理 — 报案 with attachments, edit and delete while
// 已报案, 提交审核, 赔付 or 拒赔 under review, export, import.
import { useCallback, useState } from 'react';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import type { InsClaim } from '../api/insurance-api';
import { ClaimDecisionDialog, type ClaimDecision } from '../components/claim-decision-dialog';
import { useClaimRowActions } from '../hooks/use-claim-row-actions';
import { claimResource } from '../model/claim-resource';

export function InsClaimListPage() {
  const reload = useResourceReload(claimResource);
  const [deciding, setDeciding] = useState<{ claim: InsClaim; decision: ClaimDecision } | null>(null);
  const decide = useCallback((claim: InsClaim, decision: ClaimDecision) => setDeciding({ claim, decision }), []);
  const rowActions = useClaimRowActions(reload, decide);
  return (
    <ResourceList resource={claimResource} rowActions={rowActions}>
      {deciding && <ClaimDecisionDialog claim={deciding.claim} decision={deciding.decision} onClose={() => setDeciding(null)} onDone={reload} />}
    </ResourceList>
  );
}
