// 保费账单: a month's premium per policy in force, from the insured list — heads insured in the month × 人均月保费.
// Not prorated: whoever is insured in a month (added in it, or removed after it) pays the whole month.
import type { ExcelColumn } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import type { Store } from '../../store/store.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Handler } from '../../types.js';
import { dateText } from '../../lib/dates.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { insMembers, insPolicies } from '../../entities/insurance.js';
import { coveredIn, policyMonths, previousMonth } from './coverage.js';

const FIELDS = {
  id: { type: 'string' },
  month: { type: 'string' },
  policyId: { type: 'string' },
  policyNo: { type: 'string' },
  insurer: { type: 'string', dict: 'ins_insurer' },
  planName: { type: 'string' },
  premium: { type: 'number' },
  heads: { type: 'number' },
  added: { type: 'number' },
  removed: { type: 'number' },
  amount: { type: 'number' },
} satisfies EntityFields;

const LIST = { defaultSort: { column: 'policyNo', order: 'asc' as const }, code: 200 as const, reserved: ['month'] };

export function monthBills(store: Store, month: string) {
  const members = insMembers.all(store);
  const before = previousMonth(month);
  return insPolicies
    .all(store)
    .filter((p) => policyMonths(p).from <= month && month <= policyMonths(p).to)
    .map((p) => {
      const mine = members.filter((m) => m.policyId === p.id);
      const heads = mine.filter((m) => coveredIn(m, month)).length;
      return {
        id: `${p.id}|${month}`,
        month,
        policyId: p.id,
        policyNo: p.policyNo,
        insurer: p.insurer,
        planName: p.planName,
        premium: p.premium,
        heads,
        added: mine.filter((m) => m.startMonth === month).length,
        removed: mine.filter((m) => m.endMonth === before).length,
        amount: Math.round(heads * p.premium * 100) / 100,
      };
    });
}

const monthOf = (query: Record<string, unknown>, now: number) => (typeof query.month === 'string' && query.month ? query.month : dateText(now).slice(0, 7));

export const misInsBillList: Handler<'misInsBillList'> = ({ query }, { store, now }) => pageOf(store, monthBills(store, monthOf(query, now())), query, FIELDS, LIST);

const COLUMNS: ExcelColumn[] = [
  { header: '账单月份', key: 'month', width: 10 },
  { header: '保单号', key: 'policyNo', width: 20 },
  { header: '保险公司', key: 'insurer_dictText', width: 12 },
  { header: '保险方案', key: 'planName', width: 32 },
  { header: '人均月保费(元)', key: 'premium', width: 14 },
  { header: '在保人数', key: 'heads', width: 10 },
  { header: '本月加保', key: 'added', width: 10 },
  { header: '本月减员', key: 'removed', width: 10 },
  { header: '保费金额(元)', key: 'amount', width: 14 },
];

export const misInsBillExportXls: Handler<'misInsBillExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, monthBills(store, monthOf(query, now())), query, { title: '保费账单', columns: COLUMNS, fields: FIELDS, options: LIST }, session, now());

export const misInsBillImportExcel: Handler<'misInsBillImportExcel'> = ({ uploads }, ctx) =>
  insMembers.importFile<null>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '保费账单导入错误',
    formOf: () => '保费账单由参保名单计算，不能导入',
    problemOf: () => null,
    create: () => undefined,
  });
