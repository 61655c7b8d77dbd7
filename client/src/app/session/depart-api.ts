// The current user's departments and the choice of the current one (spec 000 §7, 001 §7).
import { getAction, postAction } from '@/api/http';
import type { CurrentUserDeparts, UserInfo } from '@/api/types';

export async function requestCurrentUserDeparts(): Promise<CurrentUserDeparts> {
  const answer = await getAction('/sys/user/getCurrentUserDeparts');
  return answer.result ?? { list: [], orgCode: null };
}

/** Makes `orgCode` the user's current department; answers the updated user info. */
export async function requestSelectDepart(orgCode: string, username: string): Promise<UserInfo> {
  const answer = await postAction('/sys/selectDepart', { body: { orgCode, username } });
  if (!answer.result) throw new Error('selectDepart answered without userInfo');
  return answer.result.userInfo;
}
