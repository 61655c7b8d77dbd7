// Seed data of the finance domain: 结算单, 发票, 回款 and 预算 (fixtures/finance.ts). Tables added here appear on
// `store.data` (StoreData extends FinanceData) and are persisted by --data-dir.
import { generateFinance } from '../../fixtures/finance.js';
import type { CoreData } from '../core-data.js';
import { isLive } from '../live.js';
import type { BudgetRecord, InvoiceRecord, PaymentRecord, SettlementRecord } from '../records/finance.js';

export interface FinanceData {
  /** 结算单 (mis_settlement). */
  settlements: SettlementRecord[];
  /** 发票 (mis_invoice). */
  invoices: InvoiceRecord[];
  /** 回款 (mis_payment). */
  payments: PaymentRecord[];
  /** 预算 (mis_budget): business departments' monthly budgets. */
  budgets: BudgetRecord[];
}

export function seedFinance(today: Date, core: CoreData): FinanceData {
  const departs = new Map(core.departs.map((d) => [d.orgCode, d.id]));
  return generateFinance(today, core.projects, {
    departId: (orgCode) => departs.get(orgCode) ?? orgCode,
    // The director: the first active account working in the unit, else zhangsan (who belongs to several units), else admin.
    directorId: (orgCode) =>
      (
        core.users.find((u) => isLive(u) && u.status === 1 && u.username !== 'admin' && u.orgCodes[0] === orgCode) ??
        core.users.find((u) => u.username === 'zhangsan') ??
        core.users[0]
      )?.id ?? '',
  });
}
