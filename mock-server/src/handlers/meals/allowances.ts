// 餐补结算: the month's statement per employee from their live orders. Per meal the allowance is the smaller of its
// price and the standard (早餐 5 元, 午餐 15 元, 晚餐 12 元); the employee pays the rest. Amounts in 元, two decimals
// (summed in cents).
import type { ExcelColumn } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import type { Store } from '../../store/store.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Handler } from '../../types.js';
import { dateText } from '../../lib/dates.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { DEPART_DICT } from '../../entities/hr-fields.js';
import { mealOrders } from '../../entities/meals.js';

/** 餐补标准 per meal (元). */
export const ALLOWANCE_STANDARD: Record<string, number> = { '1': 5, '2': 15, '3': 12 };

const FIELDS = {
  id: { type: 'string' },
  month: { type: 'string' },
  employeeId: { type: 'string' },
  workNo: { type: 'string' },
  employeeName: { type: 'string' },
  departId: { type: 'string', dict: DEPART_DICT },
  breakfast: { type: 'number' },
  lunch: { type: 'number' },
  dinner: { type: 'number' },
  mealCount: { type: 'number' },
  mealAmount: { type: 'number' },
  allowanceAmount: { type: 'number' },
  personalAmount: { type: 'number' },
} satisfies EntityFields;

const LIST = { defaultSort: { column: 'workNo', order: 'asc' as const }, code: 200 as const, reserved: ['month'] };
const KINDS = { '1': 'breakfast', '2': 'lunch', '3': 'dinner' } as const;
const cents = (yuan: number) => Math.round(yuan * 100);

interface Statement {
  id: string;
  month: string;
  employeeId: string;
  workNo: string | null;
  employeeName: string;
  departId: string | null;
  breakfast: number;
  lunch: number;
  dinner: number;
  mealCount: number;
  mealAmount: number;
  allowanceAmount: number;
  personalAmount: number;
}

export function monthStatements(store: Store, month: string): Statement[] {
  const rows = new Map<string, Statement & { mealCents: number; allowanceCents: number }>();
  for (const o of mealOrders.all(store)) {
    if (o.status !== '1' || !o.mealDate.startsWith(month)) continue;
    const row = rows.get(o.employeeId) ?? { id: `${o.employeeId}|${month}`, month, employeeId: o.employeeId, workNo: o.workNo, employeeName: o.employeeName, departId: o.departId, breakfast: 0, lunch: 0, dinner: 0, mealCount: 0, mealAmount: 0, allowanceAmount: 0, personalAmount: 0, mealCents: 0, allowanceCents: 0 };
    const kind = KINDS[o.mealType as keyof typeof KINDS];
    if (kind) row[kind] += 1;
    row.mealCount += 1;
    row.mealCents += cents(o.price);
    row.allowanceCents += Math.min(cents(o.price), cents(ALLOWANCE_STANDARD[o.mealType] ?? 0));
    rows.set(o.employeeId, row);
  }
  return [...rows.values()].map(({ mealCents, allowanceCents, ...row }) => ({ ...row, mealAmount: mealCents / 100, allowanceAmount: allowanceCents / 100, personalAmount: (mealCents - allowanceCents) / 100 }));
}

const monthOf = (query: Record<string, unknown>, now: number) => (typeof query.month === 'string' && query.month ? query.month : dateText(now).slice(0, 7));

export const misMealAllowanceList: Handler<'misMealAllowanceList'> = ({ query }, { store, now }) => pageOf(store, monthStatements(store, monthOf(query, now())), query, FIELDS, LIST);

const COLUMNS: ExcelColumn[] = [
  { header: '结算月份', key: 'month', width: 10 },
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'employeeName', width: 10 },
  { header: '部门', key: 'departId_dictText', width: 24 },
  { header: '早餐', key: 'breakfast', width: 8 },
  { header: '午餐', key: 'lunch', width: 8 },
  { header: '晚餐', key: 'dinner', width: 8 },
  { header: '用餐次数', key: 'mealCount', width: 10 },
  { header: '餐费合计(元)', key: 'mealAmount', width: 12 },
  { header: '餐补金额(元)', key: 'allowanceAmount', width: 12 },
  { header: '个人支付(元)', key: 'personalAmount', width: 12 },
];

export const misMealAllowanceExportXls: Handler<'misMealAllowanceExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, monthStatements(store, monthOf(query, now())), query, { title: '餐补结算', columns: COLUMNS, fields: FIELDS, options: LIST }, session, now());

export const misMealAllowanceImportExcel: Handler<'misMealAllowanceImportExcel'> = ({ uploads }, ctx) =>
  mealOrders.importFile<null>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '餐补结算导入错误',
    formOf: () => '餐补结算由订餐记录计算，不能导入',
    problemOf: () => null,
    create: () => undefined,
  });
