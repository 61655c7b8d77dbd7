// Contracts of 预算 (/mis/budget/*): business departments' monthly budgets (profit = revenue − cost, in cents), entered,
// imported from the template (row errors, the 201 partial answer), exported; 预算执行 against the settled revenue; the
// workbench's 累计预算达成率 and 各业务部门预算完成比 computed from them.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, expectOk, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, type Schema } from '../kit';
import { cents, financeCalls } from './finance-calls';

const mock = mockPerFile({ login: 'admin' });
const { get, send, summary } = financeCalls(mock);
const budgetsOf = async (query = '') => resultOf(await get('misBudgetList', `/mis/budget/list${query}`));
const execution = async (query: string) => resultOf(await get('misBudgetExecution', `/mis/budget/execution${query}`));
const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const unitNamed = (name: string) => mock.app.store.data.departs.find((d) => d.departName === name) as { id: string };
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('预算 list and writes', () => {
  it('A-GEN-08 lists each business unit\'s twelve months of this year with department and director translated; profit = revenue − cost', async () => {
    const page = await budgetsOf(`?budgetYear=${year}&pageSize=100&column=budgetMonth&order=asc`);
    expect(page.total).toBe(36);
    expect(new Set(page.records.map((r) => r.departId_dictText))).toEqual(new Set(['通信事业部', '金融事业部', '电话商务公司']));
    for (const row of page.records) expect(cents(row.profit)).toBe(cents(row.revenue) - cents(row.cost));
    expect(page.records[0]).toMatchObject({ budgetMonth: 1, directorId_dictText: expect.any(String) });
    const one = page.records[0] as Schema<'MisBudget'>;
    expect(resultOf(await get('misBudgetQueryById', `/mis/budget/queryById?id=${one.id}`))).toMatchObject({ id: one.id, departId_dictText: one.departId_dictText });
    expectFail(await get('misBudgetQueryById', '/mis/budget/queryById?id=nope'), '未找到对应数据');
    expect400(await get('misBudgetList', '/mis/budget/list?budgetMonth=13'), '参数错误：query.budgetMonth 不能大于 12');
  });

  it('A-GEN-08 adds a month\'s budget of 政企事业部 (cents exact), refuses a second one and a department that runs no projects; edits and deletes it', async () => {
    await mock.fromSeed(async () => {
      const unit = unitNamed('政企事业部');
      const form = { budgetYear: year + 1, departId: unit.id, budgetMonth: 3, revenue: '1000000.10', cost: 800000.2 };
      expectOk(await send('misBudgetAdd', 'POST', '/mis/budget/add', form), '添加成功！');
      const [row] = (await budgetsOf(`?budgetYear=${year + 1}&departId=${unit.id}`)).records;
      expect(row).toMatchObject({ revenue: 1_000_000.1, cost: 800_000.2, profit: 199_999.9, departId_dictText: '政企事业部' });
      expectFail(await send('misBudgetAdd', 'POST', '/mis/budget/add', form), `政企事业部${year + 1}年3月的预算已存在`);
      expectFail(await send('misBudgetAdd', 'POST', '/mis/budget/add', { ...form, departId: unitNamed('人力资源部').id }), '只能为业务部门编制预算');
      expectFail(await send('misBudgetAdd', 'POST', '/mis/budget/add', { ...form, budgetMonth: 4, revenue: 1.005 }), '收入预算最多两位小数');
      expectFail(await send('misBudgetAdd', 'POST', '/mis/budget/add', { ...form, budgetMonth: 4, directorId: 'nope' }), '负责人不存在');
      expectOk(await send('misBudgetEdit', 'PUT', '/mis/budget/edit', { ...form, id: row?.id, cost: 900_000 }), '编辑成功!');
      expect(resultOf(await get('misBudgetQueryById', `/mis/budget/queryById?id=${row?.id}`)).profit).toBe(100_000.1);
      expectFail(await send('misBudgetEdit', 'PUT', '/mis/budget/edit', { ...form, id: 'nope' }), '未找到对应数据');
      expectOk(await send('misBudgetDelete', 'DELETE', `/mis/budget/delete?id=${row?.id}`), '删除成功!');
      expectFail(await send('misBudgetDelete', 'DELETE', `/mis/budget/delete?id=${row?.id}`), '未找到对应数据');
      const two = (await budgetsOf(`?budgetYear=${year}&pageSize=2`)).records.map((r) => r.id);
      expectOk(await send('misBudgetDeleteBatch', 'DELETE', `/mis/budget/deleteBatch?ids=${two.join(',')}`), '批量删除成功!');
      expect((await budgetsOf(`?budgetYear=${year}`)).total).toBe(34);
      expectFail(await send('misBudgetDeleteBatch', 'DELETE', '/mis/budget/deleteBatch?ids=nope'), '未找到对应数据');
    });
    expect400(await send('misBudgetAdd', 'POST', '/mis/budget/add', { budgetYear: year, departId: 'x', budgetMonth: 0, revenue: 1, cost: 1 }), '参数错误：body.budgetMonth 不能小于 1');
    expect400(await send('misBudgetAdd', 'POST', '/mis/budget/add', { budgetYear: year, departId: 'x', budgetMonth: 1, revenue: -1, cost: 1 }), '参数错误：body.revenue 不能小于 0');
    expect400(await send('misBudgetDelete', 'DELETE', '/mis/budget/delete'), '参数错误：query.id 不能为空');
    expect400(await send('misBudgetDeleteBatch', 'DELETE', '/mis/budget/deleteBatch'), '参数错误：query.ids 不能为空');
  });
});

describe('预算 import and export', () => {
  it('A-GEN-08 the template has the import\'s headers; an import adds the good rows and answers 201 with the bad rows\' reasons', async () => {
    const template = await readSheet((await callRaw(mock.app, 'misBudgetImportTemplate', { url: '/v1/mis/budget/importTemplate', token: mock.token })).raw);
    expect(template[0]?.[0]).toBe('预算导入模板');
    expect(template[2]).toEqual(['年度', '业务部门', '月份', '收入预算(元)', '成本预算(元)', '负责人', '备注']);
    expect(template.slice(3)).toHaveLength(12);
    await mock.fromSeed(async () => {
      const file = await workbook([
        ['年度', '业务部门', '月份', '收入预算(元)', '成本预算(元)', '负责人', '备注'],
        [year + 1, '政企事业部', 1, '2,000,000.50', 1_600_000, '张三', '导入'],
        [year + 1, '政企事业部', 2, 2_100_000, 1_700_000, '', ''],
        [year + 1, '财务部', 3, 1, 1, '', ''],
        [year + 1, '政企事业部', 13, 1, 1, '', ''],
        [year + 1, '政企事业部', 4, 'abc', 1, '', ''],
        [year + 1, '政企事业部', 1, 1, 1, '', ''],
        [year + 1, '不存在的部门', 5, 1, 1, '', ''],
        [year + 1, '政企事业部', 6, 1, 1, '无此人', ''],
      ]);
      const body = multipart({}, { name: '预算.xlsx', type: XLSX, content: file });
      const answer = await call(mock.app, 'misBudgetImportExcel', { method: 'POST', url: '/v1/mis/budget/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。', result: { totalCount: 8, successCount: 2, errorCount: 6 } });
      const report = await readSheet((await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` })).raw);
      expect(report.slice(3).map((row) => row.at(-1))).toEqual(['只能为业务部门编制预算', '月份应为1到12', '收入预算不是数字：abc', `政企事业部${year + 1}年1月的预算已存在`, '业务部门不存在：不存在的部门', '负责人不存在：无此人']);
      const imported = await budgetsOf(`?budgetYear=${year + 1}&column=budgetMonth&order=asc`);
      expect(imported.records).toMatchObject([
        { budgetMonth: 1, revenue: 2_000_000.5, profit: 400_000.5, directorId_dictText: '张三', remark: '导入' },
        { budgetMonth: 2, revenue: 2_100_000, directorId: null },
      ]);
      const sheet = await readSheet((await callRaw(mock.app, 'misBudgetExportXls', { url: `/v1/mis/budget/exportXls?budgetYear=${year + 1}&column=budgetMonth&order=asc`, token: mock.token })).raw);
      expect(sheet[2]).toEqual(['年度', '业务部门', '月份', '收入预算(元)', '成本预算(元)', '利润预算(元)', '负责人', '备注']);
      expect(sheet.slice(3).map((row) => row.slice(1, 3))).toEqual([['政企事业部', '1'], ['政企事业部', '2']]);
    });
    const empty = multipart({ other: '1' });
    expectFail(await call(mock.app, 'misBudgetImportExcel', { method: 'POST', url: '/v1/mis/budget/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
    const bad = await callRaw(mock.app, 'misBudgetExportXls', { url: '/v1/mis/budget/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
  });
});

describe('预算执行 and the workbench', () => {
  it('A-GEN-08 budget against actual by month: actual revenue is the confirmed settlements of the unit\'s projects, months add up to the total, departments to it too', async () => {
    const result = await execution(`?budgetYear=${year}`);
    expect(result.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sum(result.months.map((m) => cents(m.actualRevenue)))).toBe(cents(result.total.actualRevenue));
    expect(sum(result.departs.map((d) => cents(d.budgetRevenue)))).toBe(cents(result.total.budgetRevenue));
    expect(cents(result.total.actualRevenue)).toBe(cents((await summary()).group0.value_1));
    const unit = unitNamed('通信事业部');
    const one = await execution(`?budgetYear=${year}&departId=${unit.id}`);
    expect(one.departs.map((d) => d.departName)).toEqual(['通信事业部']);
    const settled = mock.app.store.data.settlements.filter((s) => s.businessUnitId === unit.id && s.status !== '0' && s.settleMonth === `${year}-03`);
    expect(cents(one.months[2]?.actualRevenue ?? 0)).toBe(sum(settled.map((s) => cents(s.amount))));
    const march = one.months[2] as Schema<'MisBudgetExecution'>['months'][number];
    expect(march.rate).toBeCloseTo((march.actualRevenue / march.budgetRevenue) * 100, 2);
    expect(cents(march.actualProfit)).toBe(cents(march.actualRevenue) - cents(march.actualCost));
    const rows = resultOf(await get('misDashboardRevenuePending', '/mis/dashboard/revenuePending?cycle=1'));
    expect(rows.find((r) => r.businessName === unit.id)).toMatchObject({ budget: one.total.budgetRevenue, amount: one.total.actualRevenue });
    expectFail(await get('misBudgetExecution', `/mis/budget/execution?budgetYear=${year}&departId=nope`), '业务部门不存在');
    expect400(await get('misBudgetExecution', '/mis/budget/execution'), '参数错误：query.budgetYear 不能为空');
  });

  it('A-GEN-08 A-DASH-08 a budget entered moves 预算执行, 各业务部门预算完成比 and 累计预算达成率', async () => {
    await mock.fromSeed(async () => {
      const unit = unitNamed('政企事业部');
      const before = await summary();
      expect((await execution(`?budgetYear=${year}&departId=${unit.id}`)).total.budgetRevenue).toBe(0);
      expectOk(await send('misBudgetAdd', 'POST', '/mis/budget/add', { budgetYear: year, departId: unit.id, budgetMonth: 12, revenue: 10_000_000, cost: 8_000_000 }), '添加成功！');
      const after = await execution(`?budgetYear=${year}&departId=${unit.id}`);
      expect(after.months[11]).toMatchObject({ budgetRevenue: 10_000_000, budgetCost: 8_000_000, budgetProfit: 2_000_000, actualRevenue: 0, rate: 0 });
      const rows = resultOf(await get('misDashboardRevenuePending', '/mis/dashboard/revenuePending?cycle=1'));
      expect(rows.find((r) => r.businessName === unit.id)).toMatchObject({ businessName_dictText: '政企事业部', budget: 10_000_000, amount: 0, percent: 0 });
      const budget = sum(rows.map((r) => cents(r.budget))) / 100;
      const summaryAfter = await summary();
      expect(summaryAfter.group5.value_16).toBe(Math.round((summaryAfter.group0.value_1 / budget) * 10_000) / 100);
      expect(summaryAfter.group5.value_16).toBeLessThan(before.group5.value_16);
    });
  });
});
