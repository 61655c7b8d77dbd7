// Contracts of 回款 (/mis/payment/*): money received against an invoice, partial then full; the invoice's received
// amount, its settlements' states (部分回款, 已回款) and the workbench's receivables follow; a deletion undoes it.
import { describe, expect, it } from 'vitest';
import { expect400, expectFail, expectOk, mockPerFile, resultOf, type Schema } from '../kit';
import { cents, dayText, financeCalls } from './finance-calls';

const mock = mockPerFile({ login: 'admin' });
const { get, send, invoicesOf, summary, settlement, invoice } = financeCalls(mock);
const paymentsOf = async (query = '') => resultOf(await get('misPaymentList', `/mis/payment/list${query}`));
const settlementState = async (id: string) => resultOf(await get('misSettlementQueryById', `/mis/settlement/queryById?id=${id}`)).status_dictText;

describe('回款', () => {
  it('A-GEN-07 lists the seeded payments, latest first, with the days from invoice to payment', async () => {
    const page = await paymentsOf('?pageSize=50');
    expect(page.total).toBeGreaterThan(100);
    const dates = page.records.map((r) => r.payDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const row = page.records[0] as Schema<'MisPayment'>;
    expect(row).toMatchObject({ payMethod_dictText: expect.stringMatching(/银行/), projectId_dictText: expect.stringMatching(/项目$/) });
    const paid = resultOf(await get('misInvoiceQueryById', `/mis/invoice/queryById?id=${row.invoiceId}`));
    expect(row.days).toBe(Math.round((Date.parse(row.payDate) - Date.parse(paid.invoiceDate)) / 86_400_000));
    expect((await paymentsOf(`?invoiceId=${row.invoiceId}`)).records.reduce((total, p) => total + cents(p.amount), 0)).toBe(cents(paid.receivedAmount));
  });

  it('A-GEN-05 A-GEN-07 a partial then a full payment: settlement 部分回款 then 已回款, receivables and the rank move by each payment', async () => {
    await mock.fromSeed(async () => {
      const { row, project } = await settlement({ headcount: 10, unitPrice: 10_000 });
      const issued = await invoice([row.id]);
      const before = await summary();
      const rank = async () => resultOf(await get('misDashboardPendingRank', '/mis/dashboard/pendingRank')).find((r) => r.projectId === project.id)?.amount ?? 0;
      const pendingBefore = await rank();
      // 价税合计 106 000.00: 40 000.10 now, the rest later.
      expectOk(await send('misPaymentAdd', 'POST', '/mis/payment/add', { invoiceId: issued.id, payDate: dayText(), amount: '40000.10', payMethod: '1' }), '登记成功!');
      expect(await settlementState(row.id)).toBe('部分回款');
      expect(cents((await summary()).group4.value_14)).toBe(cents(before.group4.value_14) - 4_000_010);
      expect(cents(await rank())).toBe(cents(pendingBefore) - 4_000_010);
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { invoiceId: issued.id, payDate: dayText(), amount: 66_000, payMethod: '1' }), '回款金额超过未回款金额（¥65,999.90）');
      expectFail(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: issued.id, voidReason: '错误' }), '该发票已有回款（¥40,000.10），不能作废');
      expectOk(await send('misPaymentAdd', 'POST', '/mis/payment/add', { invoiceId: issued.id, payDate: dayText(), amount: 65_999.9, payMethod: '2', remark: '银行承兑汇票' }), '登记成功!');
      expect(await settlementState(row.id)).toBe('已回款');
      expect(resultOf(await get('misInvoiceQueryById', `/mis/invoice/queryById?id=${issued.id}`)).receivedAmount).toBe(106_000);
      expect(cents((await summary()).group4.value_14)).toBe(cents(before.group4.value_14) - 10_600_000);
      expect((await invoicesOf(`?outstanding=1&invoiceNo=${issued.invoiceNo}`)).total).toBe(0);
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { invoiceId: issued.id, payDate: dayText(), amount: 1, payMethod: '1' }), '该发票已全部回款');
      const [last] = (await paymentsOf(`?invoiceId=${issued.id}&column=amount&order=asc`)).records;
      expectOk(await send('misPaymentDelete', 'DELETE', `/mis/payment/delete?id=${last?.id}`), '删除成功!');
      expect(await settlementState(row.id)).toBe('部分回款');
    });
  });

  it('refuses a voided or unknown invoice, three decimals, dates out of range, and bad input by name', async () => {
    await mock.fromSeed(async () => {
      const { row } = await settlement();
      const issued = await invoice([row.id]);
      const form = { invoiceId: issued.id, payDate: dayText(), amount: 100, payMethod: '1' };
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, invoiceId: 'nope' }), '发票不存在');
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, amount: 100.001 }), '回款金额最多两位小数');
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, payDate: dayText(1) }), '回款日期不能晚于今天');
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, payDate: dayText(-60) }), `回款日期不能早于开票日期（${issued.invoiceDate}）`);
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, amount: 0 }), '回款金额必须大于0');
      expect400(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, amount: -1 }), '参数错误：body.amount 不能小于 0');
      expect400(await send('misPaymentAdd', 'POST', '/mis/payment/add', { ...form, payMethod: '3' }), '参数错误：body.payMethod 取值应为 1/2 之一');
      expectOk(await send('misInvoiceVoid', 'PUT', '/mis/invoice/void', { id: issued.id, voidReason: '重开' }), '作废成功!');
      expectFail(await send('misPaymentAdd', 'POST', '/mis/payment/add', form), '发票已作废，不能登记回款');
      expectFail(await send('misPaymentDelete', 'DELETE', '/mis/payment/delete?id=nope'), '未找到对应数据');
      expect400(await send('misPaymentDelete', 'DELETE', '/mis/payment/delete'), '参数错误：query.id 不能为空');
      expect400(await get('misPaymentList', '/mis/payment/list?payDate_begin=yesterday'), '参数错误：query.payDate_begin 格式不正确');
    });
  });
});
