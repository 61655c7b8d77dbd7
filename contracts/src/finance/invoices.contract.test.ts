// Contracts of 发票 (/mis/invoice/*): issued against confirmed settlements of one project, 税额 = 金额 × 税率 rounded
// to the cent, the settlements moved to 已开票; voided with a reason (settlements back to 已确认) unless paid.
import { describe, expect, it } from 'vitest';
import { expect400, expectFail, expectOk, mockPerFile, resultOf, type Schema } from '../kit';
import { cents, dayText, financeCalls } from './finance-calls';

const mock = mockPerFile({ login: 'admin' });
const { get, send, settlementsOf, invoicesOf, summary, settlement, invoice } = financeCalls(mock);

describe('发票 list and detail', () => {
  it('A-GEN-07 lists the seeded invoices with type, project and state translated, latest first; the amounts add up to the cent', async () => {
    const page = await invoicesOf('?pageSize=100');
    expect(page.total).toBeGreaterThan(200);
    const dates = page.records.map((r) => r.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of page.records) {
      expect(cents(row.taxAmount)).toBe(Math.round((cents(row.amount) * row.taxRate) / 100));
      expect(cents(row.totalAmount)).toBe(cents(row.amount) + cents(row.taxAmount));
      expect(row.invoiceType_dictText).toMatch(/^增值税(专用|普通)发票$/);
    }
    const open = await invoicesOf('?outstanding=1&pageSize=200');
    expect(open.total).toBeGreaterThan(0);
    expect(open.records.every((r) => r.status === '1' && cents(r.receivedAmount) < cents(r.totalAmount))).toBe(true);
    const first = page.records[0] as Schema<'MisInvoice'>;
    expect(resultOf(await get('misInvoiceQueryById', `/mis/invoice/queryById?id=${first.id}`))).toMatchObject({ id: first.id, status_dictText: '正常' });
    expectFail(await get('misInvoiceQueryById', '/mis/invoice/queryById?id=nope'), '未找到对应数据');
    expect400(await get('misInvoiceList', '/mis/invoice/list?outstanding=2'), '参数错误：query.outstanding 取值应为 0/1 之一');
  });
});

describe('开票 and 作废', () => {
  it('A-GEN-07 invoices two confirmed months of a project: amount their sum, tax rounded half up to the cent, settlements 已开票; receivables grow by 价税合计', async () => {
    await mock.fromSeed(async () => {
      // 3 × 3 333.35 = 10 000.05; × 6 % = 600.003 → 600.00. 1 × 0.25 × 13 %: 0.0325 → 0.03.
      const { row } = await settlement({ headcount: 3, unitPrice: 3333.35 });
      const before = await summary();
      const issued = await invoice([row.id], { taxRate: 6 });
      expect(issued).toMatchObject({ amount: 10_000.05, taxAmount: 600, totalAmount: 10_600.05, receivedAmount: 0, status: '1', settleNos: row.settleNo, customerName: row.customerName });
      expect(resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${row.id}`))).toMatchObject({ status: '2', status_dictText: '已开票', invoiceNo: issued.invoiceNo });
      expect(cents((await summary()).group4.value_14)).toBe(cents(before.group4.value_14) + 1_060_005);
      expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { settlementIds: row.id, invoiceType: '1', taxRate: 6, invoiceNo: '77000001', invoiceDate: dayText() }), `结算单${row.settleNo}不是已确认状态，不能开票`);

      const small = await settlement({ headcount: 1, unitPrice: 0.25 });
      expect(await invoice([small.row.id], { taxRate: 13, invoiceType: '2' })).toMatchObject({ amount: 0.25, taxAmount: 0.03, totalAmount: 0.28, invoiceType_dictText: '增值税普通发票' });
    });
  });

  it('A-GEN-07 an invoice covers several settlements of one project (an earlier confirmed month with this one)', async () => {
    await mock.fromSeed(async () => {
      const { row, project } = await settlement({ headcount: 2, unitPrice: 100 });
      const earlier = (await settlementsOf(`?projectId=${project.id}&status=2&pageSize=1`)).records[0] as Schema<'MisSettlement'>;
      // An earlier month invoiced but unpaid: its invoice voided, it is 已确认 again and joins this month's on one invoice.
      expectOk(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: earlier.invoiceId, voidReason: '合并开票' }), '作废成功!');
      const both = await invoice([row.id, earlier.id]);
      expect(cents(both.amount)).toBe(cents(row.amount) + cents(earlier.amount));
      expect(both.settleNos).toBe(`${earlier.settleNo},${row.settleNo}`);
      const mine = await settlement({ headcount: 1, unitPrice: 1 });
      const other = await settlement({ headcount: 1, unitPrice: 2 });
      expect(other.project.id).not.toBe(mine.project.id);
      expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { settlementIds: `${mine.row.id},${other.row.id}`, invoiceType: '1', taxRate: 6, invoiceNo: '77000002', invoiceDate: dayText() }), '所选结算单须属于同一客户项目');
    });
  });

  it('A-GEN-07 voids an unpaid invoice with its reason: settlements back to 已确认, receivables back; a paid one refuses', async () => {
    await mock.fromSeed(async () => {
      const { row } = await settlement();
      const before = await summary();
      const issued = await invoice([row.id]);
      expectOk(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: issued.id, voidReason: '购买方税号填写错误' }), '作废成功!');
      expect(resultOf(await get('misInvoiceQueryById', `/mis/invoice/queryById?id=${issued.id}`))).toMatchObject({ status: '2', status_dictText: '已作废', voidReason: '购买方税号填写错误', voidBy: 'admin' });
      expect(resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${row.id}`))).toMatchObject({ status: '1', invoiceId: null, invoiceNo: null });
      expect((await summary()).group4.value_14).toBe(before.group4.value_14);
      expectFail(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: issued.id, voidReason: '再次' }), '发票已作废');
      const paid = (await invoicesOf('?status=1&receivedAmount_begin=0.01&pageSize=1')).records[0] as Schema<'MisInvoice'>;
      expectFail(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: paid.id, voidReason: '错误' }), `该发票已有回款（¥${paid.receivedAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })}），不能作废`);
    });
  });

  it('refuses unknown settlements, a used number, a date out of range, a bad rate or number, and a void without reason', async () => {
    const { row } = await settlement();
    const form = { settlementIds: row.id, invoiceType: '1', taxRate: 6, invoiceNo: '77000003', invoiceDate: dayText() };
    const used = (await invoicesOf('?pageSize=1')).records[0]?.invoiceNo;
    expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, settlementIds: 'nope' }), '结算单不存在');
    expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, settlementIds: ',' }), '请选择结算单');
    expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, invoiceNo: used }), '发票号码已存在');
    expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, invoiceDate: dayText(1) }), '开票日期不能晚于今天');
    expectFail(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, invoiceDate: dayText(-40) }), `开票日期不能早于结算月份（${row.settleMonth}）`);
    expect400(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, taxRate: 7 }), '参数错误：body.taxRate 取值应为 0/1/3/5/6/9/13 之一');
    expect400(await send('misInvoiceAdd', 'POST', '/mis/invoice/add', { ...form, invoiceNo: '1234' }), '参数错误：body.invoiceNo 格式不正确');
    expect400(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: 'x' }), '参数错误：body.voidReason 不能为空');
    expectFail(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: 'nope', voidReason: '错误' }), '未找到对应数据');
  });
});
