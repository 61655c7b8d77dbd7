// /rpm/demand/list (menu component rpm/demand/DemandList): 需求大厅. The kit's list and form, and 认领 on an open
// demand nobody has claimed (the server refuses a closed, full or claimed one by name).
import { App } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useAccess } from '@/widgets/access';
import { RowConfirmLink } from '@/widgets/list-page';
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
  return <ResourceList resource={demandResource} rowActions={claimLink} />;
}
