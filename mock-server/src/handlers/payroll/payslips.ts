// 工资条 and 个税: the computed payslips with their batch's status, one by one, exported with one column per pay
// item, and the month's tax list with the cumulative figures in the columns of the withholding declaration.
import type { ExcelColumn } from '../../crud/excel.js';
import { exportWorkbook, XLSX_TYPE } from '../../crud/excel.js';
import { idList, pageOf } from '../../crud/rows.js';
import { queried, withTexts } from '../../entity/list.js';
import { fail, ok } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { PAYSLIP_FIELDS, PAYSLIP_OPTIONS, payrollBatches, payslips } from '../../entities/payroll.js';
import { NOT_FOUND } from './shared.js';

/** Every payslip with its batch's status (1 已核算, 2 已锁定); kept until the next write. */
function payslipRows(store: Store) {
  return store.memo('payroll:payslip-rows', () => {
    const status = new Map(payrollBatches.all(store).map((b) => [b.id, b.status]));
    return payslips.all(store).map((s) => ({ ...s, status: status.get(s.batchId) ?? '1' }));
  });
}

const LIST_OPTIONS = { ...PAYSLIP_OPTIONS, memoAs: 'payroll-payslips' };

export const misPayslipList: Handler<'misPayslipList'> = ({ query }, { store }) => pageOf(store, payslipRows(store), query, PAYSLIP_FIELDS, LIST_OPTIONS);

export const misPayslipQueryById: Handler<'misPayslipQueryById'> = ({ query }, { store }) => {
  const row = payslipRows(store).find((s) => s.id === query.id);
  return row ? ok(withTexts(store, [row], PAYSLIP_FIELDS)[0] ?? row) : fail(NOT_FOUND);
};

export const misPayslipTaxList: Handler<'misPayslipTaxList'> = ({ query }, { store }) => pageOf(store, payslipRows(store), query, PAYSLIP_FIELDS, LIST_OPTIONS);

type Query = Record<string, unknown>;

/** The rows an export takes: the list's filter, or the `selections`. */
function exported(store: Store, query: Query) {
  const rows = queried(payslipRows(store), query, PAYSLIP_FIELDS, PAYSLIP_OPTIONS);
  if ('error' in rows) return rows;
  const selections = idList(query.selections);
  return withTexts(store, selections.length ? rows.filter((r) => selections.includes(r.id)) : rows, PAYSLIP_FIELDS);
}

const note = (session: { username: string } | null, now: number) => `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now)}`;

export const misPayslipExportXls: Handler<'misPayslipExportXls'> = async ({ query, session }, { store, now }) => {
  const rows = exported(store, query);
  if ('error' in rows) return fail(rows.error);
  // One column per pay item, in the order the items first appear.
  const items: string[] = [];
  for (const row of rows) for (const line of row.lines) if (!items.includes(line.name)) items.push(line.name);
  const columns: ExcelColumn[] = [
    { header: '月份', key: 'month', width: 9 },
    { header: '薪资组', key: 'groupId_dictText', width: 16 },
    { header: '工号', key: 'workNo', width: 12 },
    { header: '姓名', key: 'name', width: 10 },
    { header: '部门', key: 'departId_dictText', width: 16 },
    { header: '应出勤', key: 'workDays', width: 8 },
    { header: '实际出勤', key: 'attendanceDays', width: 9 },
    ...items.map((name, i) => ({ header: name, key: `item${i}`, width: 11 })),
    { header: '应发工资', key: 'grossPay', width: 12 },
    { header: '养老保险', key: 'pensionPersonal', width: 11 },
    { header: '医疗保险', key: 'medicalPersonal', width: 11 },
    { header: '失业保险', key: 'unemploymentPersonal', width: 11 },
    { header: '住房公积金', key: 'housingPersonal', width: 11 },
    { header: '专项附加扣除', key: 'specialDeduction', width: 13 },
    { header: '个人所得税', key: 'tax', width: 11 },
    { header: '实发工资', key: 'netPay', width: 12 },
    { header: '单位社保公积金', key: 'insuranceCompany', width: 14 },
    { header: '用工成本', key: 'companyCost', width: 12 },
  ];
  const data = rows.map((row) => {
    const out: Record<string, unknown> = { ...row };
    items.forEach((name, i) => {
      out[`item${i}`] = row.lines.find((l) => l.name === name)?.amount ?? null;
    });
    return out;
  });
  const buffer = await exportWorkbook('工资条', columns, data, note(session, now()));
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '工资条.xlsx' } };
};

/** 综合所得预扣预缴申报 (正常工资薪金所得): the columns the filing takes. */
const TAX_COLUMNS: ExcelColumn[] = [
  { header: '工号', key: 'workNo', width: 12 },
  { header: '姓名', key: 'name', width: 10 },
  { header: '证件类型', key: 'idType', width: 16 },
  { header: '证件号码', key: 'idCard', width: 21 },
  { header: '所得项目', key: 'incomeType', width: 14 },
  { header: '本期收入', key: 'taxableIncome', width: 12 },
  { header: '本期免税收入', key: 'freeIncome', width: 12 },
  { header: '基本养老保险费', key: 'pensionPersonal', width: 13 },
  { header: '基本医疗保险费', key: 'medicalPersonal', width: 13 },
  { header: '失业保险费', key: 'unemploymentPersonal', width: 11 },
  { header: '住房公积金', key: 'housingPersonal', width: 11 },
  { header: '累计收入额', key: 'cumIncome', width: 13 },
  { header: '累计减除费用', key: 'cumDeduction', width: 13 },
  { header: '累计专项扣除', key: 'cumInsurance', width: 13 },
  { header: '累计专项附加扣除', key: 'cumSpecialDeduction', width: 15 },
  { header: '累计应纳税所得额', key: 'cumTaxableIncome', width: 15 },
  { header: '税率', key: 'rateText', width: 7 },
  { header: '速算扣除数', key: 'quickDeduction', width: 11 },
  { header: '累计应纳税额', key: 'cumTax', width: 13 },
  { header: '累计已预缴税额', key: 'cumPrepaidTax', width: 14 },
  { header: '应补(退)税额', key: 'tax', width: 12 },
];

export const misPayslipTaxExportXls: Handler<'misPayslipTaxExportXls'> = async ({ query, session }, { store, now }) => {
  const rows = exported(store, query);
  if ('error' in rows) return fail(rows.error);
  const data = rows.map((row) => ({
    ...row,
    idType: '居民身份证',
    incomeType: '正常工资薪金',
    // The part of gross pay the items do not tax (误餐补助 …).
    freeIncome: Math.round((row.grossPay - row.taxableIncome) * 100) / 100,
    rateText: `${row.taxRate ?? 0}%`,
  }));
  const buffer = await exportWorkbook(`${String(query.month)}个税明细`, TAX_COLUMNS, data, note(session, now()));
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `个税明细_${String(query.month)}.xlsx` } };
};
