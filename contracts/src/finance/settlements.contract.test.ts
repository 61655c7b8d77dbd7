// Contracts of 结算单 (/mis/settlement/*): every answer is validated against the document by `call`; the amount is
// computed in cents, the states move 草稿 → 已确认 (→ 已开票: invoices.contract.test.ts), a confirmed settlement
// cannot be edited or deleted, and only a draft is revenue-free.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, expectOk, mockPerFile, permissionsOf, readSheet, resultOf, type Schema } from '../kit';
import { cents, financeCalls, monthText } from './finance-calls';

const mock = mockPerFile({ login: 'admin' });
const { get, send, settlementsOf, summary, freeProject, settlement } = financeCalls(mock);

describe('结算单 list and detail', () => {
  it('A-GEN-05 lists the seeded settlements with the project, unit and state translated, latest month first', async () => {
    const page = await settlementsOf('?pageSize=50');
    expect(page.total).toBeGreaterThan(200);
    const months = page.records.map((r) => r.settleMonth);
    expect([...months].sort().reverse()).toEqual(months);
    const row = page.records.find((r) => r.status === '4') as Schema<'MisSettlement'>;
    expect(row).toMatchObject({ status_dictText: '已回款', projectId_dictText: expect.stringMatching(/项目$/), businessUnitId_dictText: expect.stringMatching(/事业部|公司/) });
    expect(cents(row.amount)).toBe(row.headcount * cents(row.unitPrice) + cents(row.overtimeAmount) + cents(row.otherAmount) - cents(row.deductAmount));
    expect(row.invoiceNo).toMatch(/^\d{8}$/);
    const drafts = await settlementsOf('?status=0&pageSize=100');
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.records.every((r) => r.status_dictText === '草稿' && r.invoiceId === null)).toBe(true);
    const several = await settlementsOf('?status=0,1&pageSize=1');
    expect(several.total).toBe(drafts.total + (await settlementsOf('?status=1')).total);
    const detail = resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${row.id}`));
    expect(detail).toMatchObject({ id: row.id, settleNo: row.settleNo, status_dictText: '已回款' });
  });

  it('an unknown id, a bad month filter or a missing id is refused by name', async () => {
    expectFail(await get('misSettlementQueryById', '/mis/settlement/queryById?id=nope'), '未找到对应数据');
    expect400(await get('misSettlementQueryById', '/mis/settlement/queryById'), '参数错误：query.id 不能为空');
    expect400(await get('misSettlementList', '/mis/settlement/list?settleMonth_begin=2026/01'), '参数错误：query.settleMonth_begin 格式不正确');
  });
});

describe('结算单 writes and states', () => {
  it('A-GEN-05 adds a draft with its number and the amount computed in cents (numbers as strings accepted), edits it, confirms it; a confirmed one refuses edits and deletion', async () => {
    await mock.fromSeed(async () => {
      const project = freeProject();
      // 12 × 8 500.10 + 0.10 + 0.20 − 0.30 = 102 001.20 exactly (floats would drift).
      expectOk(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { projectId: project.id, settleMonth: monthText(), headcount: '12', unitPrice: '8500.10', overtimeAmount: 0.1, otherAmount: 0.2, deductAmount: 0.3 }), '添加成功！');
      const [row] = (await settlementsOf(`?projectId=${project.id}&settleMonth=${monthText()}`)).records;
      expect(row).toMatchObject({ status: '0', status_dictText: '草稿', amount: 102_001.2, customerName: project.customerName, settleNo: expect.stringMatching(new RegExp(`^JS${monthText().replace('-', '')}\\d{4}$`)) });
      const id = row?.id as string;
      expectFail(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { projectId: project.id, settleMonth: monthText(), headcount: 1, unitPrice: 1 }), `该项目${monthText()}已有结算单（${row?.settleNo}），不能重复结算`);
      expectOk(await send('misSettlementEdit', 'PUT', '/mis/settlement/edit', { id, projectId: project.id, settleMonth: monthText(), headcount: 13, unitPrice: 8000 }), '编辑成功!');
      expect(resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${id}`))).toMatchObject({ headcount: 13, amount: 104_000, overtimeAmount: 0 });
      const revenue = (await summary()).group0.value_1;
      expectOk(await send('misSettlementConfirm', 'PUT', `/mis/settlement/confirm?id=${id}`), '确认成功!');
      expect(resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${id}`))).toMatchObject({ status: '1', status_dictText: '已确认', confirmBy: 'admin' });
      expect(cents((await summary()).group0.value_1)).toBe(cents(revenue) + 10_400_000);
      expectFail(await send('misSettlementEdit', 'PUT', '/mis/settlement/edit', { id, projectId: project.id, settleMonth: monthText(), headcount: 14, unitPrice: 8000 }), '结算单已确认，不能编辑（请先撤回确认）');
      expectFail(await send('misSettlementDelete', 'DELETE', `/mis/settlement/delete?id=${id}`), '只能删除草稿状态的结算单');
      expectFail(await send('misSettlementConfirm', 'PUT', `/mis/settlement/confirm?id=${id}`), '只有草稿状态的结算单可以确认');
      expectOk(await send('misSettlementRevoke', 'PUT', `/mis/settlement/revoke?id=${id}`), '已撤回为草稿!');
      expectFail(await send('misSettlementRevoke', 'PUT', `/mis/settlement/revoke?id=${id}`), '只有已确认的结算单可以撤回');
      expect((await summary()).group0.value_1).toBe(revenue);
      expectOk(await send('misSettlementDelete', 'DELETE', `/mis/settlement/delete?id=${id}`), '删除成功!');
      expectFail(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${id}`), '未找到对应数据');
    });
  });

  it('A-GEN-05 refuses an invoiced settlement\'s edit and revocation, and a batch holding anything but drafts', async () => {
    const invoiced = (await settlementsOf('?status=2&pageSize=1')).records[0] as Schema<'MisSettlement'>;
    expectFail(await send('misSettlementEdit', 'PUT', '/mis/settlement/edit', { id: invoiced.id, projectId: invoiced.projectId, settleMonth: invoiced.settleMonth, headcount: 1, unitPrice: 1 }), '结算单已开票，不能编辑');
    expectFail(await send('misSettlementRevoke', 'PUT', `/mis/settlement/revoke?id=${invoiced.id}`), '结算单已开票，不能撤回（请先作废发票）');
    const draft = (await settlementsOf('?status=0&pageSize=1')).records[0] as Schema<'MisSettlement'>;
    expectFail(await send('misSettlementDeleteBatch', 'DELETE', `/mis/settlement/deleteBatch?ids=${draft.id},${invoiced.id}`), `只能删除草稿状态的结算单：${invoiced.settleNo}`);
    expect(resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${draft.id}`)).id).toBe(draft.id);
    await mock.fromSeed(async () => {
      const drafts = (await settlementsOf('?status=0&pageSize=2')).records.map((r) => r.id);
      expectOk(await send('misSettlementDeleteBatch', 'DELETE', `/mis/settlement/deleteBatch?ids=${drafts.join(',')},`), '批量删除成功!');
      expect((await settlementsOf(`?id=${drafts[0]}`)).total).toBe(0);
    });
    expectFail(await send('misSettlementDeleteBatch', 'DELETE', '/mis/settlement/deleteBatch?ids=nope'), '未找到对应数据');
  });

  it('refuses an unknown project, a future month, three decimals, a deduction above the bill, and bad input by name', async () => {
    const project = freeProject();
    const form = { projectId: project.id, settleMonth: monthText(), headcount: 10, unitPrice: 9000 };
    const next = new Date(Date.now() + 8 * 3_600_000 + 40 * 86_400_000).toISOString().slice(0, 7);
    expectFail(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { ...form, projectId: 'nope' }), '客户项目不存在');
    expectFail(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { ...form, settleMonth: next }), '结算月份不能晚于当前月份');
    expectFail(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { ...form, unitPrice: 9000.125 }), '人月单价最多两位小数');
    expectFail(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { ...form, deductAmount: 90_000.01 }), '扣款不能大于应结金额');
    expect400(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { ...form, settleMonth: '2026-13' }), '参数错误：body.settleMonth 格式不正确');
    expect400(await send('misSettlementAdd', 'POST', '/mis/settlement/add', { ...form, headcount: 0 }), '参数错误：body.headcount 不能小于 1');
    expect400(await send('misSettlementEdit', 'PUT', '/mis/settlement/edit', { ...form, unitPrice: 'lots' }), '参数错误：body.unitPrice 类型应为 number');
    expectFail(await send('misSettlementEdit', 'PUT', '/mis/settlement/edit', { ...form, id: 'nope' }), '未找到对应数据');
    expect400(await send('misSettlementDelete', 'DELETE', '/mis/settlement/delete'), '参数错误：query.id 不能为空');
    expect400(await send('misSettlementDeleteBatch', 'DELETE', '/mis/settlement/deleteBatch'), '参数错误：query.ids 不能为空');
    expect400(await send('misSettlementConfirm', 'PUT', '/mis/settlement/confirm'), '参数错误：query.id 不能为空');
    expectFail(await send('misSettlementRevoke', 'PUT', '/mis/settlement/revoke?id=nope'), '未找到对应数据');
    expectFail(await send('misSettlementConfirm', 'PUT', '/mis/settlement/confirm?id=nope'), '未找到对应数据');
    expectFail(await send('misSettlementDelete', 'DELETE', '/mis/settlement/delete?id=nope'), '未找到对应数据');
  });

  it('exports the filtered settlements as a workbook; a refused sort answers the envelope', async () => {
    const sheet = await readSheet((await callRaw(mock.app, 'misSettlementExportXls', { url: '/v1/mis/settlement/exportXls?status=0', token: mock.token })).raw);
    expect(sheet[0]?.[0]).toBe('结算单');
    expect(sheet[2]?.slice(0, 6)).toEqual(['结算单号', '客户项目', '客户名称', '业务部门', '结算月份', '结算人数']);
    expect(sheet.length - 3).toBe((await settlementsOf('?status=0')).total);
    expect(sheet.slice(3).every((row) => row[11] === '草稿')).toBe(true);
    const bad = await callRaw(mock.app, 'misSettlementExportXls', { url: '/v1/mis/settlement/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
  });

  it('a confirmed settlement is what the invoice form offers (status=1), the shared helper confirming it', async () => {
    await mock.fromSeed(async () => {
      const { row } = await settlement();
      const offered = await settlementsOf(`?status=1&projectId=${row.projectId}`);
      expect(offered.records.map((r) => r.id)).toContain(row.id);
    });
  });
});

describe('who sees 财务管理', () => {
  it('A-GEN-05 A-GEN-07 A-GEN-08 finance staff (role caiwu) have the menus with their buttons; HR staff (jeecg) do not', async () => {
    await mock.fromSeed(async (app, token) => {
      const roleId = app.store.data.roles.find((r) => r.roleCode === 'caiwu')?.id;
      const add = await call(app, 'sysUserAdd', { method: 'POST', url: '/v1/sys/user/add', token, payload: { username: 'chuna01', realname: '钱出纳', password: '123456', confirmpassword: '123456', selectedroles: roleId, status: 1 } });
      expect(add.body.success).toBe(true);
      await checkMenus(await permissionsOf(app, 'chuna01'));
    });
  });
});

async function checkMenus(caiwu: Schema<'PermissionResult'>) {
  {
    const group = (result: Schema<'PermissionResult'>, title: string) => result.menu.find((m) => m.meta.title === title)?.children?.map((c) => [c.meta.title, c.component]) ?? [];
    expect(group(caiwu, '财务管理')).toEqual([
      ['结算单', 'finance/SettlementList'],
      ['发票', 'finance/InvoiceList'],
      ['回款', 'finance/PaymentList'],
    ]);
    expect(group(caiwu, '预算管理')).toEqual([
      ['预算编制', 'finance/BudgetList'],
      ['预算执行', 'finance/BudgetExecution'],
    ]);
    const actions = caiwu.auth.map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['mis:settlement:add', 'mis:settlement:confirm', 'mis:invoice:add', 'mis:invoice:void', 'mis:payment:add', 'mis:budget:import']));
    const jeecg = await permissionsOf(mock.app, 'jeecg');
    expect(group(jeecg, '财务管理')).toEqual([]);
    expect(group(jeecg, '预算管理')).toEqual([]);
    expect(jeecg.auth.some((a) => a.action.startsWith('mis:settlement:'))).toBe(false);
  }
}
