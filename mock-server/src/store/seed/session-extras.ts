// Seed data of the session-extras domain: phone/CAS/third-party/work-number login, online users, logs, projects of the project switcher.
// Tables added here appear on `store.data` (StoreData extends SessionExtrasData) and are persisted by --data-dir.

import { dateTimeText } from '../../lib/dates.js';
import { casTicketFixtures, generateSysLogs, thirdAccountFixtures, thirdLoginToken, type SysLogRecord } from '../../fixtures/session-extras.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import { isLive } from '../live.js';

export type { SysLogRecord } from '../../fixtures/session-extras.js';

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

/** The project a user last switched to (GET /sys/setprojectlist). */
export interface ProjectSelectionRecord {
  username: string;
  projectId: string;
  updateTime: string;
}

export interface SessionExtrasData {
  sysLogs: SysLogRecord[];
  smsCodes: SmsCodeRecord[];
  casTickets: CasTicketRecord[];
  thirdAccounts: ThirdAccountRecord[];
  projectSelections: ProjectSelectionRecord[];
}

export function seedSessionExtras(today: Date, core: CoreData): SessionExtrasData {
  const active = core.users.filter((user) => isLive(user) && user.status === 1);
  const actors = active.map((user) => ({ username: user.username, realname: user.realname }));
  return {
    sysLogs: generateSysLogs(today.getTime(), actors),
    smsCodes: [],
    casTickets: casTicketFixtures.map((ticket) => ({ ...ticket })),
    thirdAccounts: thirdAccountFixtures.flatMap((account) => {
      const user = core.users.find((u) => u.username === account.username);
      if (!user) return [];
      return [
        {
          id: stableId(`third:${account.thirdType}:${account.username}`),
          sysUserId: user.id,
          username: account.username,
          thirdType: account.thirdType,
          thirdUserUuid: account.thirdUserUuid,
          thirdUserId: account.thirdUserId,
          realname: account.realname,
          avatar: account.avatar,
          loginToken: thirdLoginToken(account),
          createTime: dateTimeText(Date.UTC(2025, 5, 1, 2)),
        },
      ];
    }),
    projectSelections: [],
  };
}
