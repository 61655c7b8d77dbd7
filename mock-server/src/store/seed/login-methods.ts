// Seed data of the login-methods domain: the SMS codes sent (none at start), the CAS tickets the pretend CAS server
// accepts and the third-party bindings. Tables added here appear on `store.data` (StoreData extends
// LoginMethodsData) and are persisted by --data-dir.
import { casTicketFixtures, thirdAccountFixtures, thirdLoginToken } from '../../fixtures/login-methods.js';
import { dateTimeText } from '../../lib/dates.js';
import { stableId } from '../../lib/ids.js';
import type { CoreData } from '../core-data.js';
import type { CasTicketRecord, SmsCodeRecord, ThirdAccountRecord } from '../records/login-methods.js';

export interface LoginMethodsData {
  smsCodes: SmsCodeRecord[];
  casTickets: CasTicketRecord[];
  thirdAccounts: ThirdAccountRecord[];
}

export function seedLoginMethods(_today: Date, core: CoreData): LoginMethodsData {
  return {
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
  };
}
