// Contracts of 人事报表 (/hrm/report/overview and its export): the figures hold together (each month closes where the
// next opens, closing = opening + hires − leavers, the turnover rate's formula, the department rows add up to the
// workbench's 员工总数), and each lifecycle step moves exactly the figures it should. Answers are validated against
// the document by `call`.
import { describe, expect, it } from 'vitest';
import { callRaw, expect400, expectFail, expectOk, mockPerFile, readSheets, resultOf, XLSX, type Schema } from '../kit';
import { dayText, lifecycleCalls } from './lifecycle-calls';

const mock = mockPerFile({ login: 'admin' });
const { get, send, hire } = lifecycleCalls(mock);

type Report = Schema<'HrReport'>;
type Contract = Schema<'HrContract'>;

const report = async (query = '') => resultOf(await get('hrmReportOverview', `/hrm/report/overview${query}`)) as Report;
const workbenchHeadcount = async () => resultOf(await get('misDashboardGlobalSummary', '/mis/dashboard/globalSummary')).group2.value_9;
const thisYear = Number(dayText().slice(0, 4));
const thisMonth = dayText().slice(0, 7);
const monthOf = (r: Report, month: string) => r.flow.months.find((m) => m.month === month);
const expiryOf = (r: Report, month: string) => r.expiries.months.find((m) => m.month === month);
const rate = (leavers: number, opening: number, closing: number) => (opening + closing === 0 ? 0 : Math.round((leavers / ((opening + closing) / 2)) * 10_000) / 100);

function expectConsistent(r: Report) {
  const { months, total } = r.flow;
  months.forEach((m, i) => {
    expect(m.closing, m.month).toBe(m.opening + m.hires - m.leavers);
    expect(m.turnoverRate, m.month).toBeCloseTo(rate(m.leavers, m.opening, m.closing), 2);
    if (i > 0) expect(m.opening, m.month).toBe(months[i - 1]?.closing);
  });
  expect(total).toMatchObject({ opening: months[0]?.opening, closing: months.at(-1)?.closing, hires: months.reduce((s, m) => s + m.hires, 0), leavers: months.reduce((s, m) => s + m.leavers, 0) });
  expect(total.turnoverRate).toBeCloseTo(rate(total.leavers, total.opening, total.closing), 2);

  const { rows, total: people } = r.headcount;
  for (const row of [...rows, people]) {
    expect(row.outsourced + row.management).toBe(row.total);
    expect(row.probation + row.regular).toBe(row.total);
  }
  expect(rows.reduce((s, row) => s + row.total, 0)).toBe(people.total);
  expect(rows.map((row) => row.total)).toEqual([...rows.map((row) => row.total)].sort((a, b) => b - a));

  expect(r.expiries.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `${r.year}-${String(i + 1).padStart(2, '0')}`));
  for (const m of r.expiries.months) expect(m.expiring, m.month).toBe(m.renewed + m.pending);
  expect(r.expiries.total.expiring).toBe(r.expiries.months.reduce((s, m) => s + m.expiring, 0));
}

describe('人事报表 of the seeded roster', () => {
  it('A-GEN-03 this year: months up to the business date, figures that hold together, 在职人数 = the workbench 员工总数', async () => {
    const r = await report();
    expect(r).toMatchObject({ year: thisYear, asOf: dayText() });
    expect(r.flow.months.map((m) => m.month).at(-1)).toBe(thisMonth);
    expect(r.flow.months).toHaveLength(Number(thisMonth.slice(5)));
    expectConsistent(r);
    expect(r.headcount.total.total).toBe(await workbenchHeadcount());
    expect(r.headcount.rows.length).toBeGreaterThan(1);
    expect(r.headcount.rows[0]?.departName).toMatch(/\p{Script=Han}/u);
    expect(r.flow.total.hires).toBeGreaterThan(0);
    expect(r.expiries.total.expiring).toBeGreaterThan(0);
  });

  it('a past year has all twelve months and still holds together; its closing is the next year’s opening', async () => {
    const last = await report(`?year=${thisYear - 1}`);
    expect(last.flow.months).toHaveLength(12);
    expectConsistent(last);
    expect(last.flow.total.leavers).toBeGreaterThan(0);
    expect((await report()).flow.total.opening).toBe(last.flow.total.closing);
  });

  it('refuses a year after the business date’s by name, and a year that is not one with 400', async () => {
    expectFail(await get('hrmReportOverview', `/hrm/report/overview?year=${thisYear + 1}`), '统计年份不能晚于当前年份');
    expect400(await get('hrmReportOverview', '/hrm/report/overview?year=abc'), '参数错误：query.year 类型应为 integer');
    expect400(await get('hrmReportOverview', '/hrm/report/overview?year=1999'), '参数错误：query.year 不能小于 2000');
  });
});

describe('人事报表 follows the lifecycle', () => {
  it('A-GEN-03 a hire, a resignation and the recycle bin each move the headcount, the month’s flow and the department row', async () => {
    const before = await report();
    const person = await hire();
    const hired = await report();
    expect(hired.headcount.total.total).toBe(before.headcount.total.total + 1);
    expect(hired.headcount.total).toMatchObject({ outsourced: before.headcount.total.outsourced + 1, probation: before.headcount.total.probation + 1 });
    const departRow = (r: Report) => r.headcount.rows.find((row) => row.departId === person.departId)?.total ?? 0;
    expect(departRow(hired)).toBe(departRow(before) + 1);
    expect(monthOf(hired, thisMonth)).toMatchObject({ hires: (monthOf(before, thisMonth)?.hires ?? 0) + 1, closing: (monthOf(before, thisMonth)?.closing ?? 0) + 1 });
    expectConsistent(hired);

    // Last day today: a leaver of this month, no longer in service today (the workbench's rule).
    expectOk(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '1', leaveDate: dayText(), reason: '个人发展' }), '添加成功！');
    const [leave] = resultOf(await get('hrmRelationDimissionList', `/hrm/relation/dimission/list?employeeId=${person.id}`)).records;
    expectOk(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: leave?.id, result: '1' }), '离职审批通过');
    const left = await report();
    expect(left.headcount.total.total).toBe(before.headcount.total.total);
    expect(monthOf(left, thisMonth)).toMatchObject({ hires: monthOf(hired, thisMonth)?.hires, leavers: (monthOf(hired, thisMonth)?.leavers ?? 0) + 1, closing: monthOf(before, thisMonth)?.closing });
    expect(left.headcount.total.total).toBe(await workbenchHeadcount());
    expectConsistent(left);

    // In the recycle bin the person is left out altogether.
    expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${person.id}`), '删除成功!');
    expect(monthOf(await report(), thisMonth)).toEqual(monthOf(before, thisMonth));
  });

  it('A-GEN-03 a renewal turns an expiring contract from 未续签 to 已续签 in its month; a termination takes it off', async () => {
    const contracts = resultOf(await get('misEmployeeGetEmpContract', `/mis/employee/getEmpContract?status=1&endDate_begin=${dayText(1)}&endDate_end=${thisYear}-12-31&pageSize=2`)).records as Contract[];
    const [renewing, ending] = contracts;
    if (!renewing || !ending) throw new Error('the seed has no two contracts in force ending later this year');
    const before = await report();
    expectOk(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: renewing.id, endDate: `${thisYear + 3}-12-31` }), '续签成功！');
    const renewed = await report();
    const month = renewing.endDate.slice(0, 7);
    expect(expiryOf(renewed, month)).toEqual({ month, expiring: expiryOf(before, month)?.expiring, renewed: (expiryOf(before, month)?.renewed ?? 0) + 1, pending: (expiryOf(before, month)?.pending ?? 0) - 1 });

    expectOk(await send('misEmployeeTerminateEmpContract', 'PUT', '/mis/employee/terminateEmpContract', { id: ending.id, terminateDate: dayText(), terminateReason: '项目结束，协商解除' }), '终止成功！');
    const endMonth = ending.endDate.slice(0, 7);
    expect(expiryOf(await report(), endMonth)).toMatchObject({ expiring: (expiryOf(renewed, endMonth)?.expiring ?? 0) - 1, pending: (expiryOf(renewed, endMonth)?.pending ?? 0) - 1 });
  });
});

describe('导出人事报表', () => {
  it('A-GEN-03 answers a real workbook of three sheets, each with its header, one row per line of the report and a 合计 row', async () => {
    const r = await report();
    const answer = await callRaw(mock.app, 'hrmReportExportXls', { url: `/v1/hrm/report/exportXls?year=${thisYear}`, token: mock.token });
    expect(answer.contentType).toContain(XLSX);
    const sheets = await readSheets(answer.raw);
    expect([...sheets.keys()]).toEqual(['人员构成', '入离职分析', '合同到期']);
    const people = sheets.get('人员构成') ?? [];
    expect(people[2]).toEqual(['部门', '外包人员', '管理人员', '试用', '正式', '在职人数']);
    expect(people.slice(3)).toHaveLength(r.headcount.rows.length + 1);
    expect(people.at(-1)).toEqual(['合计', ...[r.headcount.total.outsourced, r.headcount.total.management, r.headcount.total.probation, r.headcount.total.regular, r.headcount.total.total].map(String)]);
    const flow = sheets.get('入离职分析') ?? [];
    expect(flow[2]).toEqual(['月份', '期初人数', '入职人数', '离职人数', '期末人数', '离职率(%)']);
    expect(flow.slice(3).map((row) => row[0])).toEqual([...r.flow.months.map((m) => m.month), '全年']);
    expect(flow.at(-1)?.[5]).toBe(String(r.flow.total.turnoverRate));
    const expiries = sheets.get('合同到期') ?? [];
    expect(expiries[2]).toEqual(['月份', '到期合同数', '已续签', '未续签']);
    expect(expiries.at(-1)).toEqual(['全年', String(r.expiries.total.expiring), String(r.expiries.total.renewed), String(r.expiries.total.pending)]);
    expect(people[1]?.[0]).toContain(`统计日期:${r.asOf}`);
  });

  it('refuses a future year with the envelope, not a file', async () => {
    const answer = await callRaw(mock.app, 'hrmReportExportXls', { url: `/v1/hrm/report/exportXls?year=${thisYear + 1}`, token: mock.token });
    expect(answer.contentType).toContain('application/json');
    expect(JSON.parse(answer.raw.toString())).toMatchObject({ success: false, message: '统计年份不能晚于当前年份' });
  });
});
