// What the send dialog's receiver box asks for, by channel (dict msgType): usernames for a system message, or the
// addresses the channel reaches.

/** What the receiver box asks for, by channel. */
export const RECEIVER_HINT: Record<string, string> = {
  '1': '用户账号或手机号，多个用逗号分隔',
  '2': '用户账号或邮箱，多个用逗号分隔',
  '3': '用户账号或手机号，多个用逗号分隔',
  '4': '用户账号，多个用逗号分隔',
};
