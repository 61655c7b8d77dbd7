/** WeCom (wxwork) and DingTalk embed the app in their own browsers, where a modal is awkward. */
export function isEnterpriseMessagingApp(userAgent: string): boolean {
  return /wxwork|dingtalk/i.test(userAgent);
}
