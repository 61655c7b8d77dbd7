// 订餐统计: the day's live orders (已订) counted per canteen and department, by meal. Computed from the orders.
import type { ExcelColumn } from '../../crud/excel.js';
import { pageOf } from '../../crud/rows.js';
import type { Store } from '../../store/store.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Handler } from '../../types.js';
import { dateText } from '../../lib/dates.js';
import { exportJoined } from '../../domain/joined-rows.js';
import { DEPART_DICT } from '../../entities/hr-fields.js';
import { mealOrders } from '../../entities/meals.js';

const FIELDS = {
  id: { type: 'string' },
  mealDate: { type: 'date' },
  canteen: { type: 'string', dict: 'meal_canteen' },
  departId: { type: 'string', dict: DEPART_DICT },
  breakfast: { type: 'number' },
  lunch: { type: 'number' },
  dinner: { type: 'number' },
  total: { type: 'number' },
} satisfies EntityFields;

const LIST = { defaultSort: { column: 'canteen', order: 'asc' as const }, code: 200 as const, reserved: ['mealDate'] };
const KINDS = { '1': 'breakfast', '2': 'lunch', '3': 'dinner' } as const;

export interface MealCountRow {
  id: string;
  mealDate: string;
  canteen: string;
  departId: string;
  breakfast: number;
  lunch: number;
  dinner: number;
  total: number;
}

/** The day's counts, one row per canteen and department. */
export function dailyCounts(store: Store, mealDate: string): MealCountRow[] {
  const rows = new Map<string, MealCountRow>();
  for (const o of mealOrders.all(store)) {
    if (o.status !== '1' || o.mealDate !== mealDate) continue;
    const departId = o.departId ?? '';
    const id = `${mealDate}|${o.canteen}|${departId}`;
    const row = rows.get(id) ?? { id, mealDate, canteen: o.canteen, departId, breakfast: 0, lunch: 0, dinner: 0, total: 0 };
    const kind = KINDS[o.mealType as keyof typeof KINDS];
    if (kind) row[kind] += 1;
    row.total += 1;
    rows.set(id, row);
  }
  return [...rows.values()].sort((a, b) => a.canteen.localeCompare(b.canteen) || b.total - a.total);
}

const dayOf = (query: Record<string, unknown>, now: number) => (typeof query.mealDate === 'string' && query.mealDate ? query.mealDate : dateText(now));

export const misMealCountList: Handler<'misMealCountList'> = ({ query }, { store, now }) => pageOf(store, dailyCounts(store, dayOf(query, now())), query, FIELDS, LIST);

const COLUMNS: ExcelColumn[] = [
  { header: '用餐日期', key: 'mealDate', width: 12 },
  { header: '食堂', key: 'canteen_dictText', width: 12 },
  { header: '部门', key: 'departId_dictText', width: 24 },
  { header: '早餐', key: 'breakfast', width: 8 },
  { header: '午餐', key: 'lunch', width: 8 },
  { header: '晚餐', key: 'dinner', width: 8 },
  { header: '合计', key: 'total', width: 8 },
];

export const misMealCountExportXls: Handler<'misMealCountExportXls'> = ({ query, session }, { store, now }) =>
  exportJoined(store, dailyCounts(store, dayOf(query, now())), query, { title: '订餐统计', columns: COLUMNS, fields: FIELDS, options: LIST }, session, now());

export const misMealCountImportExcel: Handler<'misMealCountImportExcel'> = ({ uploads }, ctx) =>
  mealOrders.importFile<null>(uploads, ctx, {
    columns: COLUMNS,
    errorTitle: '订餐统计导入错误',
    formOf: () => '订餐统计由订餐记录计算，不能导入，请在订餐中导入',
    problemOf: () => null,
    create: () => undefined,
  });
