import { describe, expect, it } from 'vitest';
import { mockPerFile, startMock, loginAs, call, resultOf, expect400 } from '../kit';

const mock = mockPerFile({ login: 'jeecg' });

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const summary = async (target = mock.app, auth = mock.token) =>
  resultOf(await call(target, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary', token: auth }));
const dictTexts = (code: string) => new Map(mock.app.store.dictItems(code).map((item) => [item.value, item.text]));
const grossProfit = (p: { amount: number; taxes: number; cost: number }) => p.amount - p.taxes - p.cost;
const cents = (yuan: number) => Math.round(yuan * 100);
const year = () => String(new Date().getUTCFullYear());
/** A project's revenue as the finance records give it: its confirmed (已确认 and after) settlements this year, yuan. */
const settledRevenue = (projectId?: string) =>
  sum(mock.app.store.data.settlements.filter((s) => (!projectId || s.projectId === projectId) && s.status !== '0' && s.settleMonth.startsWith(year())).map((s) => cents(s.amount))) / 100;
/** What a project's customer still owes: its valid invoices' 价税合计 less what was received, yuan. */
const outstanding = (projectId?: string) =>
  sum(mock.app.store.data.invoices.filter((i) => (!projectId || i.projectId === projectId) && i.status === '1').map((i) => cents(i.totalAmount) - cents(i.receivedAmount))) / 100;
const projectRevenue = async (query: string) =>
  resultOf(await call(mock.app, 'misDwsProjectRevenueList', { url: `/v1/mis/dwsProjectRevenue/list${query}`, token: mock.token }));

describe('globalSummary', () => {
  it('A-DASH-02 answers group0..group5 holding value_0..value_17 with code 200', async () => {
    const answer = await call(mock.app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary?_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const result = resultOf(answer);
    const keys = Object.values(result).flatMap((group) => Object.keys(group));
    expect(keys.sort()).toEqual(Array.from({ length: 18 }, (_, i) => `value_${i}`).sort());
  });

  it('A-GEN-05 A-GEN-08 the figures are computed from the store: revenue from confirmed settlements, receivables from unpaid invoices, payment days from payments, achievement from the budgets', async () => {
    const result = await summary();
    const { projects, budgets, payments, settlements } = mock.app.store.data;
    expect(projects.length).toBeGreaterThan(0);
    // Drafts are seeded too and are not revenue.
    expect(settlements.some((s) => s.status === '0')).toBe(true);
    expect(result.group0.value_1).toBe(settledRevenue());
    expect(result.group1.value_3).toBeCloseTo(sum(projects.map((p) => settledRevenue(p.id) * 0.94 - p.cost)), 0);
    expect(result.group4.value_14).toBe(outstanding());
    expect(result.group4.value_14).toBeGreaterThan(0);
    const paid = payments.filter((p) => p.payDate.startsWith(year()));
    expect(paid.length).toBeGreaterThan(0);
    expect(result.group4.value_15).toBe(Math.round(sum(paid.map((p) => p.days)) / paid.length));
    const budget = sum(budgets.filter((b) => b.budgetYear === Number(year())).map((b) => cents(b.revenue))) / 100;
    expect(budget).toBeGreaterThan(0);
    expect(result.group5.value_16).toBeCloseTo((result.group0.value_1 / budget) * 100, 1);
    expect(result.group2.value_9).toBe(result.group2.value_7 + result.group2.value_8);
    expect(result.group5.value_17).toBe(new Date().getUTCMonth() + 1);
  });

  it('this month has newly signed and expiring projects, and some projects are no longer executing', async () => {
    const result = await summary();
    expect(result.group3.value_12).toBeGreaterThan(0);
    expect(result.group3.value_11).toBeGreaterThan(0);
    expect(result.group3.value_10).toBeLessThan(mock.app.store.data.projects.length);
  });

  it('an employee moved to the roster recycle bin leaves the headcount; recovered, it counts again', async () => {
    const own = await startMock();
    try {
      const admin = await loginAs(own, 'admin');
      const today = new Date().toISOString().slice(0, 10);
      const active = own.store.data.employees.find((e) => e.delFlag === 0 && e.entryDate <= today && e.leaveDate === null && e.type === '1');
      expect(active).toBeDefined();
      const before = await summary(own, admin);
      const remove = await call(own, 'hrmEmployeeDelete', { method: 'DELETE', url: `/v1/hrm/employee/delete?id=${active?.id}`, token: admin });
      expect(remove.body.success).toBe(true);
      const after = await summary(own, admin);
      expect(after.group2.value_9).toBe(before.group2.value_9 - 1);
      expect(after.group2.value_8).toBe(before.group2.value_8 - 1);
      const recover = await call(own, 'misEmployeeRecover', { method: 'PUT', url: `/v1/mis/employee/recover?id=${active?.id}`, token: admin });
      expect(recover.body.success).toBe(true);
      expect((await summary(own, admin)).group2.value_9).toBe(before.group2.value_9);
    } finally {
      await own.close();
    }
  });

  it('the figures are the same on every call (deterministic seed)', async () => {
    const first = await summary();
    const again = await startMock();
    try {
      expect(await summary(again, await loginAs(again, 'admin'))).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it('a non-integer _t answers 400 naming the parameter', async () => {
    expect400(await call(mock.app, 'misDashboardGlobalSummary', { url: '/v1/mis/dashboard/globalSummary?_t=soon', token: mock.token }), '参数错误：query._t 类型应为 integer');
  });
});

describe('revenue distribution', () => {
  it('A-DASH-13 A-DASH-15 by industry: rows of name, percent, amount; name is industryStructure_dictText; amounts add up to group0.value_1', async () => {
    const answer = await call(mock.app, 'misDashboardRevenueGroupByIndustry', { url: '/v1/mis/dashboard/revenueGroupByIndustry?_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const rows = resultOf(answer);
    expect(rows.length).toBe(4);
    const texts = dictTexts('industry_structure');
    for (const row of rows) {
      expect(row.name).toBe(texts.get(row.industryStructure));
      expect(row.industryStructure_dictText).toBe(row.name);
      const projects = mock.app.store.data.projects.filter((p) => p.industryStructure === row.industryStructure);
      expect(row.amount).toBeCloseTo(sum(projects.map((p) => p.amount)), 1);
    }
    expect(sum(rows.map((r) => r.amount))).toBeCloseTo((await summary()).group0.value_1, 1);
    expect(sum(rows.map((r) => r.percent))).toBeCloseTo(100, 6);
    const total = sum(rows.map((r) => r.amount));
    for (const row of rows) expect(Math.abs(row.percent - (row.amount / total) * 100)).toBeLessThanOrEqual(0.01);
  });

  it('A-DASH-14 A-DASH-15 by business: name is businessType_dictText, amounts add up to group0.value_1, percents to 100', async () => {
    const answer = await call(mock.app, 'misDashboardRevenueGroupByBusiness', { url: '/v1/mis/dashboard/revenueGroupByBusiness', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const rows = resultOf(answer);
    const texts = dictTexts('business_type');
    expect(rows.map((r) => r.businessType)).toEqual([...new Set(mock.app.store.data.projects.map((p) => p.businessType))].sort());
    for (const row of rows) expect(row.name).toBe(texts.get(row.businessType));
    expect(sum(rows.map((r) => r.amount))).toBeCloseTo((await summary()).group0.value_1, 1);
    expect(sum(rows.map((r) => r.percent))).toBeCloseTo(100, 6);
  });

  it('without a token answers 401 with the token-invalid message', async () => {
    const answer = await call(mock.app, 'misDashboardRevenueGroupByIndustry', { url: '/v1/mis/dashboard/revenueGroupByIndustry' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Token失效，请重新登录!');
  });

  it('a malformed tenant-id answers 400 naming the header', async () => {
    expect400(await call(mock.app, 'misDashboardRevenueGroupByBusiness', { url: '/v1/mis/dashboard/revenueGroupByBusiness', token: mock.token, headers: { 'tenant-id': 'abc' } }), '参数错误：header.tenant-id 格式不正确');
  });
});

describe('profit distribution', () => {
  it('A-DASH-19 by industry: an array of profit items whose gross profits add up to group1.value_3', async () => {
    const answer = await call(mock.app, 'misDashboardProfitGroupByIndustry', { url: '/v1/mis/dashboard/profitGroupByIndustry', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const items = resultOf(answer);
    expect(items.length).toBe(4);
    for (const item of items) {
      const projects = mock.app.store.data.projects.filter((p) => p.industryStructure === item.industryStructure);
      expect(item.grossProfit).toBeCloseTo(sum(projects.map(grossProfit)), 0);
      expect(item.grossMargin).toBeCloseTo(item.grossProfit / item.amount, 3);
      expect(item.grossMargin).toBeGreaterThan(0);
      expect(item.grossMargin).toBeLessThan(1);
    }
    expect(sum(items.map((i) => i.grossProfit))).toBeCloseTo((await summary()).group1.value_3, 0);
  });

  it('A-DASH-20 by business: an array of profit items with businessType_dictText, adding up to group1.value_3', async () => {
    const answer = await call(mock.app, 'misDashboardProfitGroupByBusiness', { url: '/v1/mis/dashboard/profitGroupByBusiness', token: mock.token });
    const items = resultOf(answer);
    const texts = dictTexts('business_type');
    for (const item of items) expect(item.businessType_dictText).toBe(texts.get(item.businessType));
    expect(sum(items.map((i) => i.grossProfit))).toBeCloseTo((await summary()).group1.value_3, 0);
  });

  it('a non-integer _t answers 400 on both', async () => {
    for (const [operationId, path] of [
      ['misDashboardProfitGroupByIndustry', 'profitGroupByIndustry'],
      ['misDashboardProfitGroupByBusiness', 'profitGroupByBusiness'],
    ] as const) {
      const answer = await call(mock.app, operationId, { url: `/v1/mis/dashboard/${path}?_t=1.5`, token: mock.token });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('参数错误：query._t 类型应为 integer');
    }
  });
});

describe('pendingRank', () => {
  it('A-DASH-35 rows of projectName and amount (the project\'s unpaid invoices), largest first, adding up to group4.value_14', async () => {
    const answer = await call(mock.app, 'misDashboardPendingRank', { url: '/v1/mis/dashboard/pendingRank?_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const rows = resultOf(answer);
    expect(rows.length).toBe(mock.app.store.data.projects.filter((p) => outstanding(p.id) > 0).length);
    const amounts = rows.map((r) => r.amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    for (const row of rows) {
      expect(mock.app.store.data.projects.find((p) => p.id === row.projectId)?.projectName).toBe(row.projectName);
      expect(row.amount).toBe(outstanding(row.projectId));
    }
    expect(sum(amounts)).toBeCloseTo((await summary()).group4.value_14, 1);
  });

  it('without a token answers 401', async () => {
    const answer = await call(mock.app, 'misDashboardPendingRank', { url: '/v1/mis/dashboard/pendingRank', token: 'not-a-token' });
    expect(answer.status).toBe(401);
  });
});

describe('costGroupByBusinessUnitId', () => {
  it('A-DASH-46 one record per business unit: businessUnitId_dictText, cost and grossProfit equal the sums of its project rows', async () => {
    const answer = await call(mock.app, 'misDashboardCostGroupByBusinessUnitId', { url: '/v1/mis/dashboard/costGroupByBusinessUnitId', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const units = resultOf(answer);
    expect(units.map((u) => u.businessUnitId_dictText)).toEqual(['通信事业部', '金融事业部', '电话商务公司']);
    for (const unit of units) {
      expect(mock.app.store.data.departs.find((d) => d.id === unit.businessUnitId)?.departName).toBe(unit.businessUnitId_dictText);
      const rows = (await projectRevenue(`?businessUnitId=${unit.businessUnitId}&pageSize=-521`)).records;
      expect(rows.length).toBe(12);
      expect(unit.cost).toBeCloseTo(sum(rows.map((r) => r.cost)), 1);
      expect(unit.grossProfit).toBeCloseTo(sum(rows.map((r) => r.grossProfit)), 1);
    }
    expect(sum(units.map((u) => u.grossProfit))).toBeCloseTo((await summary()).group1.value_3, 0);
  });

  it('a malformed tenant-id answers 400', async () => {
    expect400(await call(mock.app, 'misDashboardCostGroupByBusinessUnitId', { url: '/v1/mis/dashboard/costGroupByBusinessUnitId', token: mock.token, headers: { 'tenant-id': '-1' } }), '参数错误：header.tenant-id 格式不正确');
  });
});

describe('business unit tables (cycle=1)', () => {
  it('A-DASH-41 A-DASH-43 revenuePending: businessName_dictText, directorId_dictText and percent per unit, highest completion first', async () => {
    const answer = await call(mock.app, 'misDashboardRevenuePending', { url: '/v1/mis/dashboard/revenuePending?cycle=1&_t=1700000000', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const rows = resultOf(answer);
    expect(rows).toHaveLength(3);
    const percents = rows.map((r) => r.percent);
    expect([...percents].sort((a, b) => b - a)).toEqual(percents);
    for (const row of rows) {
      expect(row.percent).toBeCloseTo((row.amount / row.budget) * 100, 1);
      expect(row.directorId_dictText).toBe(mock.app.store.data.users.find((u) => u.id === row.directorId)?.realname);
      expect(row.businessName_dictText).toBe(mock.app.store.data.departs.find((d) => d.id === row.businessName)?.departName);
    }
    const result = await summary();
    expect(sum(rows.map((r) => r.amount))).toBeCloseTo(result.group0.value_1, 1);
    expect(result.group5.value_16).toBeCloseTo((sum(rows.map((r) => r.amount)) / sum(rows.map((r) => r.budget))) * 100, 1);
  });

  it('A-DASH-42 A-DASH-44 unitProfitRank: profit and percent per unit, largest first, profits adding up to group1.value_3 and percents to 100', async () => {
    const answer = await call(mock.app, 'misDashboardUnitProfitRank', { url: '/v1/mis/dashboard/unitProfitRank?cycle=1', token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const rows = resultOf(answer);
    expect(rows).toHaveLength(3);
    const profits = rows.map((r) => r.profit);
    expect([...profits].sort((a, b) => b - a)).toEqual(profits);
    for (const row of rows) expect(row.directorId_dictText).not.toBe('');
    expect(sum(profits)).toBeCloseTo((await summary()).group1.value_3, 0);
    expect(sum(rows.map((r) => r.percent))).toBeCloseTo(100, 6);
  });

  it('cycle is required, must be an integer, and only 1 exists', async () => {
    const cases: Array<[string, string]> = [
      ['', '参数错误：query.cycle 不能为空'],
      ['?cycle=abc', '参数错误：query.cycle 类型应为 integer'],
      ['?cycle=2', '参数错误：query.cycle 取值应为 1 之一'],
    ];
    for (const [query, message] of cases) {
      const pending = await call(mock.app, 'misDashboardRevenuePending', { url: `/v1/mis/dashboard/revenuePending${query}`, token: mock.token });
      expect(pending.status).toBe(400);
      expect(pending.body.message).toBe(message);
      const profit = await call(mock.app, 'misDashboardUnitProfitRank', { url: `/v1/mis/dashboard/unitProfitRank${query}`, token: mock.token });
      expect(profit.status).toBe(400);
      expect(profit.body.message).toBe(message);
    }
  });
});

describe('dwsProjectRevenue/list (主要项目一览表)', () => {
  it('A-DASH-54 pages project revenue rows with dictionary texts; total is the number of projects; default sort amount desc', async () => {
    const page = await projectRevenue('?pageNo=1&pageSize=10&_t=1700000000');
    const { projects } = mock.app.store.data;
    expect(page).toMatchObject({ total: projects.length, size: 10, current: 1, pages: Math.ceil(projects.length / 10) });
    expect(page.records).toHaveLength(10);
    const top = [...projects].sort((a, b) => b.amount - a.amount).slice(0, 10).map((p) => p.id);
    expect(page.records.map((r) => r.projectId)).toEqual(top);
    const business = dictTexts('business_type');
    const industry = dictTexts('industry_structure');
    for (const row of page.records) {
      const project = projects.find((p) => p.id === row.projectId);
      expect(row).toMatchObject({ projectId_dictText: project?.projectName, area: project?.area, amount: settledRevenue(row.projectId), cost: project?.cost });
      expect(row.taxes).toBe(Math.round(cents(row.amount) * 0.06) / 100);
      expect(row.businessType_dictText).toBe(business.get(row.businessType));
      expect(row.industryStructure_dictText).toBe(industry.get(row.industryStructure));
      expect(row.grossProfit).toBeCloseTo(row.amount - row.taxes - row.cost, 1);
      expect(row.grossMargin).toBeCloseTo(row.grossProfit / row.amount, 3);
    }
    const all = await projectRevenue('?pageSize=-521');
    expect(sum(all.records.map((r) => r.amount))).toBeCloseTo((await summary()).group0.value_1, 1);
  });

  it('the last page holds the rest, and pages do not overlap', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((n) => projectRevenue(`?pageNo=${n}&pageSize=10`)));
    const ids = pages.flatMap((p) => p.records.map((r) => r.id));
    expect(new Set(ids).size).toBe(mock.app.store.data.projects.length);
    expect(pages[3]?.records).toHaveLength(mock.app.store.data.projects.length - 30);
  });

  it('filters by dictionary value, value prefix and range, and sorts by column and order', async () => {
    const outsourcing = await projectRevenue('?businessType=1&pageSize=-521');
    expect(outsourcing.total).toBe(mock.app.store.data.projects.filter((p) => p.businessType === '1').length);
    expect(outsourcing.records.every((r) => r.businessType_dictText === '人力外包')).toBe(true);

    const mobile = await projectRevenue(`?projectId_dictText=${encodeURIComponent('中国移动*')}&pageSize=-521`);
    expect(mobile.total).toBe(mock.app.store.data.projects.filter((p) => p.projectName.startsWith('中国移动')).length);

    const large = await projectRevenue('?amount_begin=5000000&pageSize=-521&column=grossMargin&order=asc');
    expect(large.total).toBe(mock.app.store.data.projects.filter((p) => p.amount >= 5_000_000).length);
    const margins = large.records.map((r) => r.grossMargin as number);
    expect([...margins].sort((a, b) => a - b)).toEqual(margins);
  });

  it('A-GEN-05 A-GEN-07 reads the finance records: a settlement confirmed, invoiced and paid moves the list, the revenue pie, the receivables rank and the summary', async () => {
    const fresh = await startMock();
    try {
      const auth = await loginAs(fresh, 'admin');
      const template = fresh.store.data.projects[0] as (typeof fresh.store.data.projects)[number];
      const projectId = 'f'.repeat(32);
      fresh.store.data.projects.push({ ...template, id: projectId, projectName: '国家税务总局12366热线项目', customerName: '国家税务总局', cost: 210_000 });
      const before = await summary(fresh, auth);
      const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);
      const send = <Op extends 'misSettlementAdd' | 'misSettlementConfirm' | 'misInvoiceAdd' | 'misPaymentAdd'>(operationId: Op, method: 'POST' | 'PUT', url: string, payload?: object) =>
        call(fresh, operationId, { method, url, token: auth, payload });
      // 30 people at 10 000 yuan: 300 000 yuan to bill; a draft is not revenue yet.
      expect((await send('misSettlementAdd', 'POST', '/v1/mis/settlement/add', { projectId, settleMonth: month, headcount: 30, unitPrice: 10_000 })).body.success).toBe(true);
      expect((await summary(fresh, auth)).group0.value_1).toBe(before.group0.value_1);
      const settlement = fresh.store.data.settlements.find((s) => s.projectId === projectId);
      expect((await send('misSettlementConfirm', 'PUT', `/v1/mis/settlement/confirm?id=${settlement?.id}`)).body.success).toBe(true);
      const confirmed = await summary(fresh, auth);
      expect(cents(confirmed.group0.value_1)).toBe(cents(before.group0.value_1) + 30_000_000);
      // Invoiced at 6 %: 318 000 yuan to collect; 118 000 received leaves 200 000.
      const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      expect((await send('misInvoiceAdd', 'POST', '/v1/mis/invoice/add', { settlementIds: settlement?.id, invoiceType: '1', taxRate: 6, invoiceNo: '99990001', invoiceDate: day })).body.success).toBe(true);
      expect(cents((await summary(fresh, auth)).group4.value_14)).toBe(cents(before.group4.value_14) + 31_800_000);
      const invoice = fresh.store.data.invoices.find((i) => i.invoiceNo === '99990001');
      expect((await send('misPaymentAdd', 'POST', '/v1/mis/payment/add', { invoiceId: invoice?.id, payDate: day, amount: 118_000, payMethod: '1' })).body.success).toBe(true);
      const after = await summary(fresh, auth);
      expect(cents(after.group4.value_14)).toBe(cents(before.group4.value_14) + 20_000_000);
      const list = resultOf(await call(fresh, 'misDwsProjectRevenueList', { url: `/v1/mis/dwsProjectRevenue/list?projectId=${projectId}`, token: auth }));
      // 300 000 − 6 % taxes (18 000) − cost 210 000.
      expect(list.records).toMatchObject([{ projectId_dictText: '国家税务总局12366热线项目', amount: 300_000, taxes: 18_000, grossProfit: 72_000 }]);
      const pie = resultOf(await call(fresh, 'misDashboardRevenueGroupByIndustry', { url: '/v1/mis/dashboard/revenueGroupByIndustry', token: auth }));
      expect(sum(pie.map((r) => r.amount))).toBeCloseTo(after.group0.value_1, 1);
      const rank = resultOf(await call(fresh, 'misDashboardPendingRank', { url: '/v1/mis/dashboard/pendingRank', token: auth }));
      expect(rank.find((r) => r.projectId === projectId)).toMatchObject({ projectName: '国家税务总局12366热线项目', amount: 200_000 });
    } finally {
      await fresh.close();
    }
  });

  it('an unknown sort column answers the upstream message', async () => {
    const answer = await call(mock.app, 'misDwsProjectRevenueList', { url: '/v1/mis/dwsProjectRevenue/list?column=salary&order=asc', token: mock.token });
    expect(answer.body).toMatchObject({ success: false, code: 500, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('a pageSize over the limit or a non-numeric amount answers 400 naming the field', async () => {
    expect400(await call(mock.app, 'misDwsProjectRevenueList', { url: '/v1/mis/dwsProjectRevenue/list?pageSize=20000', token: mock.token }), '参数错误：query.pageSize 不能大于 10000');
    expect400(await call(mock.app, 'misDwsProjectRevenueList', { url: '/v1/mis/dwsProjectRevenue/list?amount_begin=lots', token: mock.token }), '参数错误：query.amount_begin 类型应为 number');
    expect400(await call(mock.app, 'misDwsProjectRevenueList', { url: '/v1/mis/dwsProjectRevenue/list?signDate_begin=2026/01/01', token: mock.token }), '参数错误：query.signDate_begin 格式不正确');
  });
});
