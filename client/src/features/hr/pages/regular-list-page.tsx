// /hrm/relation/regular/list (menu component hrm/relation/RegularList): 转正管理.
import { ResourceList } from '@/widgets/resource';
import { useReviewLinks } from '../hooks/use-review-links';
import { regularResource } from '../model/regular-resource';
import { REGULAR_REVIEW } from '../model/review-specs';

export function RegularListPage() {
  const reviewLinks = useReviewLinks(REGULAR_REVIEW, regularResource);
  return <ResourceList resource={regularResource} rowActions={reviewLinks} />;
}
