// /hrm/relation/dimission/list (menu component hrm/relation/DimissionList): 离职管理.
import { ResourceList } from '@/widgets/resource';
import { useReviewLinks } from '../hooks/use-review-links';
import { dimissionResource } from '../model/dimission-resource';
import { DIMISSION_REVIEW } from '../model/review-specs';

export function DimissionListPage() {
  const reviewLinks = useReviewLinks(DIMISSION_REVIEW, dimissionResource);
  return <ResourceList resource={dimissionResource} rowActions={reviewLinks} />;
}
