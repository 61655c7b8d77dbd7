// The online-users domain's calls (/sys/online/*) for 在线用户.
import { getAction, postAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';

export type OnlineUser = Schema<'OnlineUser'>;

/** The list takes the account and the page only (upstream's SysUserOnlineController), so the sort is not sent. */
export async function loadOnlineUsers(params: ListParams): Promise<PageOf<OnlineUser>> {
  const query = { pageNo: Number(params.pageNo), pageSize: Number(params.pageSize), ...(params.username ? { username: String(params.username) } : {}) };
  const answer = await getAction('/sys/online/list', { query });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

/** 强退: ends the user's session (the client posts the row, as upstream; only its token is read). */
export async function forceLogout(user: OnlineUser): Promise<string> {
  const answer = await postAction('/sys/online/forceLogout', { body: { token: user.token, username: user.username, realname: user.realname } });
  return answer.message;
}
