// What the login ways keep in the store: SMS codes sent, the pretend CAS server's tickets, third-party bindings.

/** An SMS code sent by POST /sys/sms (upstream keeps it in Redis under the mobile for 600 s). */
export interface SmsCodeRecord {
  mobile: string;
  code: string;
  smsmode: '0' | '1' | '2';
  expiresAt: number;
}

/** A CAS service ticket the mock's pretend CAS server accepts. */
export interface CasTicketRecord {
  ticket: string;
  username: string;
}

/** A third-party binding (sys_third_account) and the token its OAuth callback hands the browser. */
export interface ThirdAccountRecord {
  id: string;
  sysUserId: string;
  username: string;
  thirdType: string;
  thirdUserUuid: string;
  thirdUserId: string;
  realname: string;
  avatar: string;
  loginToken: string;
  createTime: string;
}
