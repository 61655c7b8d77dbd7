// /isystem/post (menu component system/SysPostList): 岗位管理.
import { ResourceList } from '@/widgets/resource';
import { postResource } from '../model/post-resource';

export function PostListPage() {
  return <ResourceList resource={postResource} />;
}
