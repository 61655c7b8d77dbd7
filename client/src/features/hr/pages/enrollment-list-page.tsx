// /hrm/relation/enrollment/list (menu component hrm/relation/EnrollmentList): 入职管理.
import { ResourceList } from '@/widgets/resource';
import { useReviewLinks } from '../hooks/use-review-links';
import { enrollmentResource } from '../model/enrollment-resource';
import { ENROLLMENT_REVIEW } from '../model/review-specs';

export function EnrollmentListPage() {
  const reviewLinks = useReviewLinks(ENROLLMENT_REVIEW, enrollmentResource);
  return <ResourceList resource={enrollmentResource} rowActions={reviewLinks} />;
}
