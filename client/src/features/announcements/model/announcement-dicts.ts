// Dictionary texts the announcement screens show (JeecgBoot demo dictionaries msg_category, msg_type,
// send_status, priority); the server's *_dictText wins when present.

export const MSG_CATEGORY_TEXT: Readonly<Record<string, string>> = { '1': '通知公告', '2': '系统消息' };
export const MSG_TYPE_TEXT: Readonly<Record<string, string>> = { ALL: '全体用户', USER: '指定用户' };
export const SEND_STATUS_TEXT: Readonly<Record<string, string>> = { '0': '未发布', '1': '已发布', '2': '已撤销' };
export const READ_FLAG_TEXT: Readonly<Record<string, string>> = { '0': '未读', '1': '已读' };

export function dictText(dict: Readonly<Record<string, string>>, value: string | null | undefined, serverText?: string): string {
  if (serverText) return serverText;
  return value && Object.hasOwn(dict, value) ? (dict[value] ?? value) : (value ?? '');
}

/** Release is offered for drafts, revoke for released ones, edit for anything not released (as upstream). */
export function announcementActions(sendStatus: string): { canEdit: boolean; canRelease: boolean; canRevoke: boolean } {
  return { canEdit: sendStatus !== '1', canRelease: sendStatus === '0', canRevoke: sendStatus === '1' };
}
