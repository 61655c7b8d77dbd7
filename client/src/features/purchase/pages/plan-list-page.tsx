// /pur/plan (menu component pur/PlanList): 采购计划 — the plans with their budget and what is ordered against it;
// 发起询价 on a plan not yet ordered opens a new enquiry of it.
import { RowLink } from '@/widgets/list-page';
import { useAccess } from '@/widgets/access';
import { ResourceList } from '@/widgets/resource';
import type { Plan } from '../api/purchase-api';
import { EnquiryForm } from '../components/enquiry-form';
import { RecycleBinButton } from '../components/recycle-bin-button';
import { useFollowUp } from '../hooks/use-follow-up';
import { enquiryResource } from '../model/enquiry-resource';
import { ENQUIRY_PATH } from '../model/origin-links';
import { planResource } from '../model/plan-resource';

export function PlanListPage() {
  const { can } = useAccess();
  const enquiry = useFollowUp<Plan>(enquiryResource.calls, ENQUIRY_PATH);
  return (
    <ResourceList
      resource={planResource}
      toolbar={<RecycleBinButton path="/pur/plan/recycleBin" permission="pur:plan" />}
      rowActions={(row) => (can('pur:enquiry:add') && (row.status === '1' || row.status === '2') ? <RowLink onClick={() => enquiry.open(row)}>发起询价</RowLink> : null)}
    >
      {enquiry.origin && <EnquiryForm editing="new" planId={enquiry.origin.id} saving={enquiry.saving} onCancel={enquiry.close} onSubmit={(values) => void enquiry.submit(values)} />}
    </ResourceList>
  );
}
