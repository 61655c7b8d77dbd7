// 人事报表: one year's headcount, hires and leavers, and contract expiries, counted from the roster's dates with the
// workbench's rule (lib/employment.ts activeOn), so the report's 在职人数 is the workbench's 员工总数.
import { exportSheets, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { fail, ok } from '../../envelope.js';
import { activeOn } from '../../lib/employment.js';
import { plusDays, plusMonths } from '../../lib/days.js';
import type { Schema } from '../../lib/schema.js';
import type { EmployeeRow } from '../../store/records/hr.js';
import type { Store } from '../../store/store.js';
import type { Handler, HandlerContext } from '../../types.js';
import { contracts } from '../../entities/hr-contracts.js';
import { employees } from '../../entities/employees.js';
import { DEPART_DICT } from '../../entities/hr-fields.js';
import { stamp, today } from './shared.js';

type Report = Schema<'HrReport'>;
type Headcount = Schema<'HrHeadcountFigures'>;
type Flow = Schema<'HrFlowFigures'>;
type Expiry = Schema<'HrExpiryFigures'>;

export const FUTURE_YEAR = '统计年份不能晚于当前年份';

const round2 = (value: number) => Math.round(value * 100) / 100;

function headcountOf(staff: EmployeeRow[]): Headcount {
  const figures: Headcount = { outsourced: 0, management: 0, probation: 0, regular: 0, total: 0 };
  for (const e of staff) {
    if (e.type === '1') figures.outsourced++;
    else figures.management++;
    if (e.status === '1') figures.probation++;
    else figures.regular++;
    figures.total++;
  }
  return figures;
}

function headcountByDepartment(store: Store, staff: EmployeeRow[]): Report['headcount'] {
  const names = store.dictLookup(DEPART_DICT);
  const byDepart = new Map<string, EmployeeRow[]>();
  for (const e of staff) {
    const people = byDepart.get(e.departId);
    if (people) people.push(e);
    else byDepart.set(e.departId, [e]);
  }
  const rows = [...byDepart].map(([departId, people]) => ({ departId, departName: names.get(departId) ?? departId, ...headcountOf(people) }));
  rows.sort((a, b) => b.total - a.total || a.departName.localeCompare(b.departName, 'zh-CN'));
  return { rows, total: headcountOf(staff) };
}

const turnover = (leavers: number, opening: number, closing: number) => {
  const average = (opening + closing) / 2;
  return average === 0 ? 0 : round2((leavers / average) * 100);
};

/** Hires, leavers and headcount of the days `first`…`last`. */
function flowBetween(roster: EmployeeRow[], first: string, last: string): Flow {
  const opening = roster.filter(activeOn(plusDays(first, -1))).length;
  const closing = roster.filter(activeOn(last)).length;
  const hires = roster.filter((e) => e.entryDate >= first && e.entryDate <= last).length;
  const leavers = roster.filter((e) => e.leaveDate !== null && e.leaveDate >= first && e.leaveDate <= last && e.entryDate <= e.leaveDate).length;
  return { opening, hires, leavers, closing, turnoverRate: turnover(leavers, opening, closing) };
}

const monthsOf = (year: number, count: number) => Array.from({ length: count }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
const lastDayOf = (month: string) => plusDays(plusMonths(`${month}-01`, 1), -1);

function expiriesOf(store: Store, roster: EmployeeRow[], year: number): Report['expiries'] {
  const onRoster = new Set(roster.map((e) => e.id));
  const byMonth = new Map(monthsOf(year, 12).map((month): [string, Expiry] => [month, { expiring: 0, renewed: 0, pending: 0 }]));
  for (const c of contracts.all(store)) {
    const figures = byMonth.get(c.endDate.slice(0, 7));
    if (!figures || c.status === '3' || !onRoster.has(c.employeeId)) continue;
    figures.expiring++;
    if (c.status === '4') figures.renewed++;
    else figures.pending++;
  }
  const months = [...byMonth].map(([month, figures]) => ({ month, ...figures }));
  const total = months.reduce((sum, m) => ({ expiring: sum.expiring + m.expiring, renewed: sum.renewed + m.renewed, pending: sum.pending + m.pending }), { expiring: 0, renewed: 0, pending: 0 });
  return { months, total };
}

/** The report of `year` as of the business date, or null for a year after it. */
export function hrReport(store: Store, ctx: HandlerContext, requestedYear: number | undefined): Report | null {
  const asOf = today(ctx);
  const currentYear = Number(asOf.slice(0, 4));
  const year = requestedYear ?? currentYear;
  if (year > currentYear) return null;
  return store.memo(`hr-report:${year}:${asOf}`, () => {
    const roster = employees.live(store);
    const lastMonth = year === currentYear ? Number(asOf.slice(5, 7)) : 12;
    const months = monthsOf(year, lastMonth).map((month) => ({ month, ...flowBetween(roster, `${month}-01`, lastDayOf(month)) }));
    const yearEnd = year === currentYear ? asOf : `${year}-12-31`;
    return {
      year,
      asOf,
      headcount: headcountByDepartment(store, roster.filter(activeOn(asOf))),
      flow: { months, total: flowBetween(roster, `${year}-01-01`, yearEnd) },
      expiries: expiriesOf(store, roster, year),
    };
  });
}

export const hrmReportOverview: Handler<'hrmReportOverview'> = ({ query }, ctx) => {
  const report = hrReport(ctx.store, ctx, query.year);
  return report ? ok(report) : fail(FUTURE_YEAR);
};

const HEADCOUNT_COLUMNS: ExcelColumn[] = [
  { header: '部门', key: 'departName', width: 24 },
  { header: '外包人员', key: 'outsourced' },
  { header: '管理人员', key: 'management' },
  { header: '试用', key: 'probation' },
  { header: '正式', key: 'regular' },
  { header: '在职人数', key: 'total' },
];
const FLOW_COLUMNS: ExcelColumn[] = [
  { header: '月份', key: 'month' },
  { header: '期初人数', key: 'opening' },
  { header: '入职人数', key: 'hires' },
  { header: '离职人数', key: 'leavers' },
  { header: '期末人数', key: 'closing' },
  { header: '离职率(%)', key: 'turnoverRate' },
];
const EXPIRY_COLUMNS: ExcelColumn[] = [
  { header: '月份', key: 'month' },
  { header: '到期合同数', key: 'expiring' },
  { header: '已续签', key: 'renewed' },
  { header: '未续签', key: 'pending' },
];

export const hrmReportExportXls: Handler<'hrmReportExportXls'> = async ({ query, session }, ctx) => {
  const report = hrReport(ctx.store, ctx, query.year);
  if (!report) return fail(FUTURE_YEAR);
  const note = `统计日期:${report.asOf}  导出人:${session?.username ?? ''}  导出时间:${stamp(ctx)}`;
  const buffer = await exportSheets([
    { title: '人员构成', columns: HEADCOUNT_COLUMNS, rows: [...report.headcount.rows, { departName: '合计', ...report.headcount.total }], note },
    { title: '入离职分析', columns: FLOW_COLUMNS, rows: [...report.flow.months, { month: '全年', ...report.flow.total }], note },
    { title: '合同到期', columns: EXPIRY_COLUMNS, rows: [...report.expiries.months, { month: '全年', ...report.expiries.total }], note },
  ]);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `人事报表_${report.year}.xlsx` } };
};
