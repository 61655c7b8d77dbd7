// /hrm/rewardPunish/list (menu component hrm/rewardPunish/RewardPunishList): 奖惩记录.
import { ResourceList } from '@/widgets/resource';
import { rewardPunishResource } from '../model/reward-punish-resource';

export function RewardPunishListPage() {
  return <ResourceList resource={rewardPunishResource} />;
}
