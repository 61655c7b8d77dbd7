// /insurance/member (menu component insurance/InsMemberList): 参保人员 — 加保 a roster employee on a policy from a
// month, 减员 after a month, export, import.
import { useState } from 'react';
import { useAccess } from '@/widgets/access';
import { RowLink } from '@/widgets/list-page';
import { ResourceList, useResourceReload } from '@/widgets/resource';
import type { InsMember } from '../api/insurance-api';
import { RemoveMemberDialog } from '../components/remove-member-dialog';
import { memberResource } from '../model/member-resource';

export function InsMemberListPage() {
  const { can } = useAccess();
  const reload = useResourceReload(memberResource);
  const [removing, setRemoving] = useState<InsMember | null>(null);
  const canRemove = can('ins:member:remove');
  return (
    <ResourceList resource={memberResource} rowActions={(row) => (canRemove && row.endMonth === null ? <RowLink onClick={() => setRemoving(row)}>减员</RowLink> : null)}>
      {removing && <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} onDone={reload} />}
    </ResourceList>
  );
}
