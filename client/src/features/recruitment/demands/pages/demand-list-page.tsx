// /rpm/demand/list (menu component rpm/demand/DemandList): 需求大厅. The kit's list and form; 候选人 opens the demand
// with its candidates (each opening the candidate's drawer); 认领 on an open demand nobody has claimed (the server
// refuses a closed, full or claimed one by name).
import { App } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink, RowLink } from '@/widgets/list-page';
import { useCandidateDetail } from '../../candidates/hooks/use-candidate-detail';
import { DemandDrawer } from '../components/demand-drawer';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import { claimDemand, type Demand } from '../api/demand-api';
import { CLAIM_PERMISSION, claimable, demandResource } from '../model/demand-resource';

function useClaimLink(): (row: Demand) => ReactNode[] {
  const { can } = useAccess();
  const mayClaim = can(CLAIM_PERMISSION);
  const reload = useResourceReload(demandResource);
  const { message } = App.useApp();
  return useCallback(
    (row: Demand) =>
      mayClaim && claimable(row)
        ? [
            <RowConfirmLink
              key="claim"
              title={`确定认领“${row.position}”吗?`}
              onConfirm={async () => {
                try {
                  message.success((await claimDemand(row.id)) || '认领成功！');
                } catch {
                  return; // The HTTP layer has shown the server's message.
                }
                await reload();
              }}
            >
              认领
            </RowConfirmLink>,
          ]
        : [],
    [mayClaim, reload, message],
  );
}

export function DemandListPage() {
  const claimLink = useClaimLink();
  const { detailLink, drawer } = useCandidateDetail();
  const [open, setOpen] = useState<Demand | null>(null);
  const rowActions = useCallback(
    (row: Demand) => [
      <RowLink key="candidates" onClick={() => setOpen(row)}>
        候选人
      </RowLink>,
      ...claimLink(row),
    ],
    [claimLink],
  );
  return (
    <ResourceList resource={demandResource} rowActions={rowActions}>
      {open && <DemandDrawer demand={open} detailLink={detailLink} onClose={() => setOpen(null)} />}
      {drawer}
    </ResourceList>
  );
}
