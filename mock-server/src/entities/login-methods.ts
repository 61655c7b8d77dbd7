// What the login ways keep in the store: the SMS codes sent, the pretend CAS server's tickets, third-party bindings.
import { defineTable } from '../entity/entity.js';
import type { CasTicketRecord, SmsCodeRecord, ThirdAccountRecord } from '../store/records/login-methods.js';

/** Codes sent by POST /sys/sms, until they are used or expire. */
export const smsCodes = defineTable<SmsCodeRecord>((data) => data.smsCodes);

export const casTickets = defineTable<CasTicketRecord>((data) => data.casTickets);

export const thirdAccounts = defineTable<ThirdAccountRecord>((data) => data.thirdAccounts);
