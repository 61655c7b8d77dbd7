// /insurance/policy (menu component insurance/InsPolicyList): 保单管理 — add, edit, delete, export, import.
import { ResourceList } from '@/widgets/resource';
import { policyResource } from '../model/policy-resource';

export function InsPolicyListPage() {
  return <ResourceList resource={policyResource} />;
}
