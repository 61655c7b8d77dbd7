// /pay/socialInsurance (menu component pay/SocialInsuranceList): 社保公积金.
import { ResourceList } from '@/widgets/resource';
import { socialInsuranceResource } from '../model/social-insurance-resource';

export function SocialInsuranceListPage() {
  return <ResourceList resource={socialInsuranceResource} />;
}
