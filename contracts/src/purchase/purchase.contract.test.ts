// 采购 (A-GEN-06): suppliers, plans, enquiries, orders and contracts, each with its recycle bin; the flow plan →
// enquiry (quotes compared, one chosen) → order (budget line checked) → contract (payment schedule).
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const supplierBody = (code: string, extra: Record<string, unknown> = {}) => ({ code, name: `测试供应商${code}`, category: '1', rating: 'B', contactMobile: '13912345678', bankAccount: '6214830212345678', ...extra });

describe('purchase: lists, origins and seed', () => {
  it('A-GEN-06 lists each table with its origin joined and _dictText; every contract\'s order, enquiry, plan and supplier exist', async () => {
    const suppliers = resultOf(await get('purSupplierList', '/v1/pur/supplier/list?pageSize=100'));
    expect(suppliers.total).toBeGreaterThanOrEqual(20);
    expect(suppliers.records[0]).toMatchObject({ category_dictText: expect.any(String), rating_dictText: expect.any(String), blacklisted_dictText: expect.any(String) });
    const contracts = resultOf(await get('purContractList', '/v1/pur/contract/list?pageSize=100'));
    expect(contracts.total).toBeGreaterThanOrEqual(10);
    const orders = resultOf(await get('purOrderList', '/v1/pur/order/list?pageSize=100')).records;
    const enquiries = resultOf(await get('purEnquiryList', '/v1/pur/enquiry/list?pageSize=100')).records;
    const plans = resultOf(await get('purPlanList', '/v1/pur/plan/list?pageSize=100')).records;
    for (const contract of contracts.records) {
      const order = orders.find((o) => o.id === contract.orderId);
      expect(order, contract.contractNo).toBeDefined();
      expect(contract).toMatchObject({ orderNo: order?.orderNo, enquiryNo: expect.stringMatching(/^XJ\d{9}$/), planNo: expect.stringMatching(/^CGJH\d{9}$/), supplierName: expect.any(String) });
      expect(suppliers.records.some((s) => s.id === contract.supplierId)).toBe(true);
      expect(contract.payments.reduce((sum, p) => sum + p.amount, 0)).toBeCloseTo(contract.amount, 2);
    }
    for (const order of orders) expect(enquiries.find((e) => e.id === order.enquiryId)?.status).toBe('3');
    expect(new Set(plans.map((p) => p.status_dictText))).toEqual(new Set(['待询价', '询价中', '已下单', '已完成']));
    expect(plans.find((p) => (p.orderedAmount ?? 0) > p.budgetAmount)).toBeDefined();
  });

  it('lists refuse a pageSize that is not a number and an unknown sort column', async () => {
    expect400(await get('purSupplierList', '/v1/pur/supplier/list?pageSize=ten'), '参数错误：query.pageSize 类型应为 integer');
    expectFail(await get('purPlanList', '/v1/pur/plan/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
    expectFail(await get('purEnquiryList', '/v1/pur/enquiry/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
    expectFail(await get('purOrderList', '/v1/pur/order/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
    expectFail(await get('purContractList', '/v1/pur/contract/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
  });

  it('queryById answers each row with its joins; an unknown id 未找到对应数据, none 400', async () => {
    const cases = [
      ['purSupplierQueryById', '/v1/pur/supplier/queryById', 'purSupplierList', '/v1/pur/supplier/list'],
      ['purPlanQueryById', '/v1/pur/plan/queryById', 'purPlanList', '/v1/pur/plan/list'],
      ['purEnquiryQueryById', '/v1/pur/enquiry/queryById', 'purEnquiryList', '/v1/pur/enquiry/list'],
      ['purOrderQueryById', '/v1/pur/order/queryById', 'purOrderList', '/v1/pur/order/list'],
      ['purContractQueryById', '/v1/pur/contract/queryById', 'purContractList', '/v1/pur/contract/list'],
    ] as const;
    for (const [byId, url, listOp, listUrl] of cases) {
      const [first] = (resultOf(await get(listOp, `${listUrl}?pageSize=1`)) as { records: Array<{ id: string }> }).records;
      const answer = await get(byId, `${url}?id=${first?.id}`);
      expect(answer.body).toMatchObject({ success: true, result: first });
      expectFail(await get(byId, `${url}?id=nope`), '未找到对应数据');
      expect400(await get(byId, url), '参数错误：query.id 不能为空');
    }
  });
});

describe('purchase: suppliers', () => {
  it('A-GEN-06 adds, edits (blacklist with a reason) and refuses bad supplier forms', () =>
    mock.fromSeed(async () => {
      expect((await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('T001', { qualificationFiles: 'purchase/营业执照.jpg' }))).body).toMatchObject({ success: true, message: '添加成功！' });
      expectFail(await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('T001')), '供应商编码已存在');
      expectFail(await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('T002', { contactMobile: '12345' })), '联系电话格式不正确');
      expectFail(await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('T002', { bankAccount: '62-14' })), '银行账号应为8到32位数字');
      expect400(await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('T002', { rating: 'E' })), '参数错误：body.rating 取值应为 A/B/C/D 之一');
      const [row] = resultOf(await get('purSupplierList', '/v1/pur/supplier/list?code=T001')).records;
      expect(row).toMatchObject({ qualificationFiles: 'purchase/营业执照.jpg', rating_dictText: '良好', createBy: 'admin' });
      expectFail(await send('purSupplierEdit', 'PUT', '/v1/pur/supplier/edit', supplierBody('T001', { id: row?.id, blacklisted: '1' })), '列入黑名单须填写原因');
      const edit = await send('purSupplierEdit', 'PUT', '/v1/pur/supplier/edit', supplierBody('T001', { id: row?.id, rating: 'D', blacklisted: '1', blacklistReason: '虚假资质' }));
      expect(edit.body).toMatchObject({ success: true, message: '编辑成功!' });
      expectFail(await send('purSupplierEdit', 'PUT', '/v1/pur/supplier/edit', supplierBody('T001', { id: 'nope' })), '未找到对应数据');
      expect400(await send('purSupplierEdit', 'PUT', '/v1/pur/supplier/edit', { id: row?.id, code: 'T001' }), '参数错误：body.name 不能为空');
    }));

  it('A-GEN-06 the supplier recycle bin: delete, list, recover, batch recover, purge; a supplier in use stays', () =>
    mock.fromSeed(async () => {
      const order = resultOf(await get('purOrderList', '/v1/pur/order/list?pageSize=1')).records[0];
      expectFail(await send('purSupplierDelete', 'DELETE', `/v1/pur/supplier/delete?id=${order?.supplierId}`), '该供应商有未删除的采购订单或合同，不能删除');
      await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('R001'));
      await send('purSupplierAdd', 'POST', '/v1/pur/supplier/add', supplierBody('R002'));
      const ids = resultOf(await get('purSupplierList', '/v1/pur/supplier/list?code=R001,R002')).records.map((s) => s.id);
      expect((await send('purSupplierDelete', 'DELETE', `/v1/pur/supplier/delete?id=${ids[0]}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expect((await send('purSupplierDeleteBatch', 'DELETE', `/v1/pur/supplier/deleteBatch?ids=${ids[1]},`)).body).toMatchObject({ success: true, message: '批量删除成功!' });
      const bin = resultOf(await get('purSupplierRecycleBin', '/v1/pur/supplier/recycleBin?pageSize=50'));
      expect(bin.records.slice(0, 2).map((s) => s.code).sort()).toEqual(['R001', 'R002']);
      expect(bin.records[0]).toMatchObject({ updateBy: 'admin', delFlag: 1 });
      expect((await send('purSupplierRecover', 'PUT', `/v1/pur/supplier/recover?id=${ids[0]}`)).body).toMatchObject({ success: true, message: '取回成功!' });
      expectFail(await send('purSupplierRecover', 'PUT', `/v1/pur/supplier/recover?id=${ids[0]}`), '未找到对应数据');
      expectFail(await send('purSupplierRealDelete', 'DELETE', `/v1/pur/supplier/realDelete?ids=${ids[0]}`), '只能彻底删除回收站中的供应商');
      expect((await send('purSupplierRealDelete', 'DELETE', `/v1/pur/supplier/realDelete?ids=${ids[1]}`)).body).toMatchObject({ success: true, message: '彻底删除成功!' });
      expect(resultOf(await get('purSupplierRecycleBin', '/v1/pur/supplier/recycleBin?code=R002')).total).toBe(0);
      await send('purSupplierDeleteBatch', 'DELETE', `/v1/pur/supplier/deleteBatch?ids=${ids[0]}`);
      expect((await send('purSupplierRecoverBatch', 'PUT', `/v1/pur/supplier/recoverBatch?ids=${ids[0]}`)).body).toMatchObject({ success: true, message: '批量取回成功!' });
      expectFail(await send('purSupplierRecoverBatch', 'PUT', '/v1/pur/supplier/recoverBatch?ids=,'), '参数不识别！');
      expect400(await send('purSupplierDelete', 'DELETE', '/v1/pur/supplier/delete'), '参数错误：query.id 不能为空');
      expect400(await send('purSupplierDeleteBatch', 'DELETE', '/v1/pur/supplier/deleteBatch'), '参数错误：query.ids 不能为空');
      expect400(await send('purSupplierRecover', 'PUT', '/v1/pur/supplier/recover'), '参数错误：query.id 不能为空');
      expect400(await send('purSupplierRealDelete', 'DELETE', '/v1/pur/supplier/realDelete'), '参数错误：query.ids 不能为空');
      expect400(await get('purSupplierRecycleBin', '/v1/pur/supplier/recycleBin?pageNo=x'), '参数错误：query.pageNo 类型应为 integer');
      // A quoted supplier in the recycle bin is never purged.
      const bidder = mock.app.store.data.purEnquiries.flatMap((e) => e.quotes.map((q) => q.supplierId)).find((id) => !orderOrContractOf(id));
      expect(bidder).toBeDefined();
      await send('purSupplierDelete', 'DELETE', `/v1/pur/supplier/delete?id=${bidder}`);
      const name = mock.app.store.data.purSuppliers.find((s) => s.id === bidder)?.name;
      expectFail(await send('purSupplierRealDelete', 'DELETE', `/v1/pur/supplier/realDelete?ids=${bidder}`), `供应商已被询价、订单或合同引用，不能彻底删除：${name}`);
    }));
});

function orderOrContractOf(supplierId: string | undefined): boolean {
  return mock.app.store.data.purOrders.some((o) => o.supplierId === supplierId && o.delFlag === 0) || mock.app.store.data.purContracts.some((c) => c.supplierId === supplierId && c.delFlag === 0);
}

describe('purchase: the flow plan → enquiry → order → contract', () => {
  it('A-GEN-06 a plan, an enquiry with three quotes compared and one chosen, an order from it (over budget only once confirmed) and a contract', () =>
    mock.fromSeed(async () => {
      const depart = mock.app.store.data.departs.find((d) => d.departName === '人力资源部');
      const add = await send('purPlanAdd', 'POST', '/v1/pur/plan/add', { title: '测试耳麦采购', departId: depart?.id, itemName: '坐席耳麦', unit: '副', quantity: '100', estimatedPrice: 250, budgetLine: '2', budgetAmount: 26000 });
      expect(add.body).toMatchObject({ success: true, message: '添加成功！' });
      const plan = resultOf(await get('purPlanList', `/v1/pur/plan/list?title=${encodeURIComponent('测试耳麦采购')}`)).records[0];
      expect(plan).toMatchObject({ planNo: expect.stringMatching(/^CGJH\d{9}$/), status: '1', status_dictText: '待询价', estimatedAmount: 25000, departId_dictText: '人力资源部', budgetLine_dictText: 'IT设备购置' });
      expectFail(await send('purPlanAdd', 'POST', '/v1/pur/plan/add', { title: 'x', itemName: 'x', quantity: 10, estimatedPrice: 100, budgetLine: '1', budgetAmount: 500 }), '预估金额（1000元）超出预算额度（500元）');
      expect400(await send('purPlanAdd', 'POST', '/v1/pur/plan/add', { title: 'x', itemName: 'x', quantity: 0, budgetLine: '1', budgetAmount: 500 }), '参数错误：body.quantity 必须大于 0');

      expect((await send('purEnquiryAdd', 'POST', '/v1/pur/enquiry/add', { planId: plan?.id, title: '耳麦询价', deadline: '2026-12-20' })).body).toMatchObject({ success: true });
      expectFail(await send('purEnquiryAdd', 'POST', '/v1/pur/enquiry/add', { planId: 'nope', title: 'x' }), '采购计划不存在');
      expect400(await send('purEnquiryAdd', 'POST', '/v1/pur/enquiry/add', { title: 'x' }), '参数错误：body.planId 不能为空');
      const enquiry = resultOf(await get('purEnquiryList', `/v1/pur/enquiry/list?planId=${plan?.id}`)).records[0];
      expect(enquiry).toMatchObject({ planNo: plan?.planNo, itemName: '坐席耳麦', quantity: 100, status: '1', quoteCount: 0 });
      expect(resultOf(await get('purPlanQueryById', `/v1/pur/plan/queryById?id=${plan?.id}`)).status).toBe('2');

      const it2 = mock.app.store.data.purSuppliers.filter((s) => s.category === '2' && s.blacklisted === '0' && s.delFlag === 0);
      const blacklisted = mock.app.store.data.purSuppliers.find((s) => s.blacklisted === '1' && s.delFlag === 0);
      expectFail(await send('purEnquirySaveQuotes', 'PUT', '/v1/pur/enquiry/saveQuotes', { id: enquiry?.id, quotes: [{ supplierId: blacklisted?.id, unitPrice: 200 }] }), `供应商已列入黑名单，不能报价：${blacklisted?.name}`);
      expectFail(await send('purEnquirySaveQuotes', 'PUT', '/v1/pur/enquiry/saveQuotes', { id: enquiry?.id, quotes: [{ supplierId: it2[0]?.id, unitPrice: 200 }, { supplierId: it2[0]?.id, unitPrice: 210 }] }), `同一供应商只能报价一次：${it2[0]?.name}`);
      expect400(await send('purEnquirySaveQuotes', 'PUT', '/v1/pur/enquiry/saveQuotes', { id: enquiry?.id, quotes: [{ supplierId: it2[0]?.id, unitPrice: -1 }] }), '参数错误：body.quotes.0.unitPrice 必须大于 0');
      const saved = await send('purEnquirySaveQuotes', 'PUT', '/v1/pur/enquiry/saveQuotes', { id: enquiry?.id, quotes: [{ supplierId: it2[0]?.id, unitPrice: 248, deliveryDays: 5 }, { supplierId: it2[1]?.id, unitPrice: '270', deliveryDays: 2 }, { supplierId: it2[2]?.id, unitPrice: 255 }] });
      expect(saved.body).toMatchObject({ success: true, message: '报价已保存!' });
      const quoted = resultOf(await get('purEnquiryQueryById', `/v1/pur/enquiry/queryById?id=${enquiry?.id}`));
      expect(quoted.quotes.map((q) => [q.supplierName, q.amount])).toEqual([[it2[0]?.name, 24800], [it2[1]?.name, 27000], [it2[2]?.name, 25500]]);

      expectFail(await send('purOrderAdd', 'POST', '/v1/pur/order/add', { enquiryId: enquiry?.id }), '询价单尚未定标，不能下单');
      expectFail(await send('purEnquiryChoose', 'PUT', `/v1/pur/enquiry/choose?id=${enquiry?.id}&supplierId=${blacklisted?.id}`), '该供应商没有报价');
      expect400(await send('purEnquiryChoose', 'PUT', `/v1/pur/enquiry/choose?id=${enquiry?.id}`), '参数错误：query.supplierId 不能为空');
      expect((await send('purEnquiryChoose', 'PUT', `/v1/pur/enquiry/choose?id=${enquiry?.id}&supplierId=${it2[1]?.id}`)).body).toMatchObject({ success: true, message: '定标成功!' });
      expect(resultOf(await get('purEnquiryQueryById', `/v1/pur/enquiry/queryById?id=${enquiry?.id}`))).toMatchObject({ status: '2', status_dictText: '已定标', chosenSupplierName: it2[1]?.name, chosenAmount: 27000 });

      // 27 000 against a budget of 26 000: the check says so, and the order waits for the clerk's confirmation.
      const check = resultOf(await get('purOrderCheckBudget', `/v1/pur/order/checkBudget?enquiryId=${enquiry?.id}&amount=27000`));
      expect(check).toMatchObject({ planNo: plan?.planNo, budgetAmount: 26000, orderedAmount: 0, remaining: -1000, over: true, budgetLine_dictText: 'IT设备购置' });
      expect400(await get('purOrderCheckBudget', `/v1/pur/order/checkBudget?enquiryId=${enquiry?.id}&amount=lots`), '参数错误：query.amount 类型应为 number');
      expectFail(await get('purOrderCheckBudget', '/v1/pur/order/checkBudget?enquiryId=nope&amount=1'), '询价单不存在');
      const order = { enquiryId: enquiry?.id, deliveryDate: '2026-12-28', deliveryAddress: '北京市朝阳区建国路88号', receiver: '赵敏' };
      expectFail(await send('purOrderAdd', 'POST', '/v1/pur/order/add', order), '订单金额超出采购计划预算：预算额度26000元，已下单0元，本单27000元');
      expect((await send('purOrderAdd', 'POST', '/v1/pur/order/add', { ...order, overBudgetConfirmed: true })).body).toMatchObject({ success: true, message: '添加成功！' });
      const made = resultOf(await get('purOrderList', `/v1/pur/order/list?enquiryId=${enquiry?.id}`)).records[0];
      expect(made?.orderNo).toMatch(/^CGDD\d{9}$/);
      expectFail(await send('purOrderAdd', 'POST', '/v1/pur/order/add', { ...order, overBudgetConfirmed: true }), `该询价单已生成采购订单：${made?.orderNo}`);
      expect400(await send('purOrderAdd', 'POST', '/v1/pur/order/add', { deliveryDate: '2026-12-28' }), '参数错误：body.enquiryId 不能为空');
      expect(made).toMatchObject({ enquiryNo: enquiry?.enquiryNo, planNo: plan?.planNo, supplierName: it2[1]?.name, unitPrice: 270, amount: 27000, overBudget: '1', status_dictText: '待交货' });
      expect(resultOf(await get('purPlanQueryById', `/v1/pur/plan/queryById?id=${plan?.id}`))).toMatchObject({ status: '3', orderedAmount: 27000 });
      expectFail(await send('purEnquiryEdit', 'PUT', '/v1/pur/enquiry/edit', { id: enquiry?.id, planId: plan?.id, title: '改' }), '询价单已下单，不能修改');
      expectFail(await send('purEnquiryChoose', 'PUT', `/v1/pur/enquiry/choose?id=${enquiry?.id}&supplierId=${it2[0]?.id}`), '询价单已下单，不能重新定标');
      expectFail(await send('purPlanEdit', 'PUT', '/v1/pur/plan/edit', { id: plan?.id, title: '测试耳麦采购', itemName: '坐席耳麦', quantity: 100, budgetLine: '2', budgetAmount: 26000 }), '预算额度不能低于已下单金额（27000元）');
      // Acceptance: a negotiated price brings it under budget; 已验收 needs who and when.
      expectFail(await send('purOrderEdit', 'PUT', '/v1/pur/order/edit', { id: made?.id, enquiryId: enquiry?.id, status: '3' }), '已验收须填写验收日期和验收人');
      const accepted = await send('purOrderEdit', 'PUT', '/v1/pur/order/edit', { id: made?.id, enquiryId: enquiry?.id, unitPrice: 255, status: '3', acceptanceDate: '2026-12-29', acceptanceBy: '赵敏' });
      expect(accepted.body).toMatchObject({ success: true, message: '编辑成功!' });
      expect(resultOf(await get('purOrderQueryById', `/v1/pur/order/queryById?id=${made?.id}`))).toMatchObject({ amount: 25500, overBudget: '0', status_dictText: '已验收' });
      expect(resultOf(await get('purPlanQueryById', `/v1/pur/plan/queryById?id=${plan?.id}`)).status_dictText).toBe('已完成');
      expectFail(await send('purOrderEdit', 'PUT', '/v1/pur/order/edit', { id: made?.id, enquiryId: 'other' }), '不能更改订单的来源询价单');
      expect400(await send('purOrderEdit', 'PUT', '/v1/pur/order/edit', { id: made?.id, enquiryId: enquiry?.id, status: '9' }), '参数错误：body.status 取值应为 1/2/3/4/null 之一');

      const contract = { orderId: made?.id, name: '耳麦采购合同', signDate: '2026-12-21', startDate: '2026-12-21', endDate: '2027-12-20', terms: '验收合格后付款', attachments: 'purchase/合同.pdf' };
      expectFail(await send('purContractAdd', 'POST', '/v1/pur/contract/add', { ...contract, payments: [{ stage: '预付款', amount: 7650 }] }), '付款计划合计（7650元）与合同金额（25500元）不一致');
      expectFail(await send('purContractAdd', 'POST', '/v1/pur/contract/add', { ...contract, endDate: '2026-01-01' }), '结束日期不能早于开始日期');
      expect400(await send('purContractAdd', 'POST', '/v1/pur/contract/add', { ...contract, payments: [{ stage: '', amount: 1 }] }), '参数错误：body.payments.0.stage 长度不能少于 1 个字符');
      const signed = await send('purContractAdd', 'POST', '/v1/pur/contract/add', { ...contract, payments: [{ stage: '预付款', dueDate: '2026-12-25', amount: 7650, paid: '1' }, { stage: '验收款', dueDate: '2027-01-28', amount: 17850 }] });
      expect(signed.body).toMatchObject({ success: true, message: '添加成功！' });
      const row = resultOf(await get('purContractList', `/v1/pur/contract/list?orderId=${made?.id}`)).records[0];
      expect(row).toMatchObject({ contractNo: expect.stringMatching(/^CGHT\d{9}$/), orderNo: made?.orderNo, enquiryId: enquiry?.id, enquiryNo: enquiry?.enquiryNo, planId: plan?.id, planNo: plan?.planNo, supplierId: it2[1]?.id, supplierName: it2[1]?.name, amount: 25500, paidAmount: 7650, status_dictText: '执行中' });
      expectFail(await send('purContractAdd', 'POST', '/v1/pur/contract/add', contract), `该采购订单已签订合同：${row?.contractNo}`);
      expect(resultOf(await get('purOrderQueryById', `/v1/pur/order/queryById?id=${made?.id}`)).contractNo).toBe(row?.contractNo);
      const paidAll = await send('purContractEdit', 'PUT', '/v1/pur/contract/edit', { ...contract, id: row?.id, status: '2', payments: [{ stage: '预付款', amount: 7650, paid: '1' }, { stage: '验收款', amount: 17850, paid: '1' }] });
      expect(paidAll.body).toMatchObject({ success: true, message: '编辑成功!' });
      expect(resultOf(await get('purContractQueryById', `/v1/pur/contract/queryById?id=${row?.id}`))).toMatchObject({ paidAmount: 25500, status_dictText: '已完成' });
      expectFail(await send('purContractEdit', 'PUT', '/v1/pur/contract/edit', { ...contract, id: 'nope' }), '未找到对应数据');
      expect400(await send('purContractEdit', 'PUT', '/v1/pur/contract/edit', { id: row?.id, orderId: made?.id }), '参数错误：body.name 不能为空');
      // The chain holds its rows: each step refuses to go while the next one is live.
      expectFail(await send('purOrderDelete', 'DELETE', `/v1/pur/order/delete?id=${made?.id}`), `该采购订单已签订合同，不能删除：${row?.contractNo}`);
      expectFail(await send('purEnquiryDelete', 'DELETE', `/v1/pur/enquiry/delete?id=${enquiry?.id}`), `该询价单已生成采购订单，不能删除：${made?.orderNo}`);
      expectFail(await send('purPlanDelete', 'DELETE', `/v1/pur/plan/delete?id=${plan?.id}`), `该采购计划已有询价单，不能删除：${enquiry?.enquiryNo}`);
      expectFail(await send('purEnquiryEdit', 'PUT', '/v1/pur/enquiry/edit', { id: 'nope', planId: plan?.id, title: 'x' }), '未找到对应数据');
      expectFail(await send('purPlanEdit', 'PUT', '/v1/pur/plan/edit', { title: 'x', itemName: 'x', quantity: 1, budgetLine: '1', budgetAmount: 1 }), '参数错误：body.id 不能为空');
      expectFail(await send('purEnquirySaveQuotes', 'PUT', '/v1/pur/enquiry/saveQuotes', { id: 'nope', quotes: [] }), '未找到对应数据');
    }));

  it('A-GEN-06 the recycle bins of the chain: contract → order → enquiry → plan go to their bins, come back in order, and purge only what nothing refers to', () =>
    mock.fromSeed(async () => {
      const contract = resultOf(await get('purContractList', '/v1/pur/contract/list?pageSize=1')).records[0];
      const order = resultOf(await get('purOrderQueryById', `/v1/pur/order/queryById?id=${contract?.orderId}`));
      await send('purContractDelete', 'DELETE', `/v1/pur/contract/delete?id=${contract?.id}`);
      expect((await send('purOrderDeleteBatch', 'DELETE', `/v1/pur/order/deleteBatch?ids=${order.id}`)).body).toMatchObject({ success: true, message: '批量删除成功!' });
      expect((await send('purEnquiryDeleteBatch', 'DELETE', `/v1/pur/enquiry/deleteBatch?ids=${order.enquiryId}`)).body).toMatchObject({ success: true });
      expect((await send('purPlanDeleteBatch', 'DELETE', `/v1/pur/plan/deleteBatch?ids=${order.planId}`)).body).toMatchObject({ success: true });
      expect(resultOf(await get('purContractRecycleBin', '/v1/pur/contract/recycleBin')).records[0]).toMatchObject({ id: contract?.id, orderNo: order.orderNo });
      expect(resultOf(await get('purOrderRecycleBin', '/v1/pur/order/recycleBin')).records[0]?.id).toBe(order.id);
      expect(resultOf(await get('purEnquiryRecycleBin', '/v1/pur/enquiry/recycleBin')).records[0]?.id).toBe(order.enquiryId);
      expect(resultOf(await get('purPlanRecycleBin', '/v1/pur/plan/recycleBin')).records[0]?.id).toBe(order.planId);
      expectFail(await send('purContractRecover', 'PUT', `/v1/pur/contract/recover?id=${contract?.id}`), `来源采购订单已删除，请先取回采购订单：${order.orderNo}`);
      expectFail(await send('purOrderRecoverBatch', 'PUT', `/v1/pur/order/recoverBatch?ids=${order.id}`), `来源询价单已删除，请先取回询价单：${order.enquiryNo}`);
      expectFail(await send('purEnquiryRecover', 'PUT', `/v1/pur/enquiry/recover?id=${order.enquiryId}`), `来源采购计划已删除，请先取回采购计划：${order.planNo}`);
      expectFail(await send('purPlanRealDelete', 'DELETE', `/v1/pur/plan/realDelete?ids=${order.planId}`), `采购计划已被询价单引用，不能彻底删除：${order.planNo}`);
      expectFail(await send('purEnquiryRealDelete', 'DELETE', `/v1/pur/enquiry/realDelete?ids=${order.enquiryId}`), `询价单已被采购订单引用，不能彻底删除：${order.enquiryNo}`);
      expectFail(await send('purOrderRealDelete', 'DELETE', `/v1/pur/order/realDelete?ids=${order.id}`), `采购订单已被合同引用，不能彻底删除：${order.orderNo}`);
      expect((await send('purPlanRecover', 'PUT', `/v1/pur/plan/recover?id=${order.planId}`)).body).toMatchObject({ success: true, message: '取回成功!' });
      expect((await send('purEnquiryRecoverBatch', 'PUT', `/v1/pur/enquiry/recoverBatch?ids=${order.enquiryId}`)).body).toMatchObject({ success: true, message: '批量取回成功!' });
      expect((await send('purOrderRecover', 'PUT', `/v1/pur/order/recover?id=${order.id}`)).body).toMatchObject({ success: true });
      expect((await send('purContractRecoverBatch', 'PUT', `/v1/pur/contract/recoverBatch?ids=${contract?.id}`)).body).toMatchObject({ success: true });
      expect(resultOf(await get('purContractQueryById', `/v1/pur/contract/queryById?id=${contract?.id}`)).planNo).toBe(order.planNo);
      // Purging a contract (nothing refers to it), then its order.
      await send('purContractDeleteBatch', 'DELETE', `/v1/pur/contract/deleteBatch?ids=${contract?.id}`);
      expectFail(await send('purContractRealDelete', 'DELETE', `/v1/pur/contract/realDelete?ids=${order.id}`), '未找到对应数据');
      expect((await send('purContractRealDelete', 'DELETE', `/v1/pur/contract/realDelete?ids=${contract?.id}`)).body).toMatchObject({ success: true, message: '彻底删除成功!' });
      await send('purOrderDelete', 'DELETE', `/v1/pur/order/delete?id=${order.id}`);
      expect((await send('purOrderRealDelete', 'DELETE', `/v1/pur/order/realDelete?ids=${order.id}`)).body).toMatchObject({ success: true });
      expect(resultOf(await get('purEnquiryQueryById', `/v1/pur/enquiry/queryById?id=${order.enquiryId}`)).status).toBe('2');
      // The seeded bins are not empty: a cancelled plan, a first-round enquiry, a voided order, a draft contract.
      const seededEnquiry = resultOf(await get('purEnquiryRecycleBin', `/v1/pur/enquiry/recycleBin?title=${encodeURIComponent('*第一轮*')}`)).records[0];
      expect((await send('purEnquiryRealDelete', 'DELETE', `/v1/pur/enquiry/realDelete?ids=${seededEnquiry?.id}`)).body).toMatchObject({ success: true });
      const cancelled = resultOf(await get('purPlanRecycleBin', `/v1/pur/plan/recycleBin?title=${encodeURIComponent('*已取消*')}`)).records[0];
      expect((await send('purPlanRealDelete', 'DELETE', `/v1/pur/plan/realDelete?ids=${cancelled?.id}`)).body).toMatchObject({ success: true, message: '彻底删除成功!' });
      for (const [op, url] of [['purPlanRecycleBin', '/v1/pur/plan/recycleBin'], ['purEnquiryRecycleBin', '/v1/pur/enquiry/recycleBin'], ['purOrderRecycleBin', '/v1/pur/order/recycleBin'], ['purContractRecycleBin', '/v1/pur/contract/recycleBin']] as const) {
        expect400(await get(op, `${url}?pageSize=x`), '参数错误：query.pageSize 类型应为 integer');
      }
      for (const [op, method, url] of [
        ['purPlanDelete', 'DELETE', '/v1/pur/plan/delete'], ['purEnquiryDelete', 'DELETE', '/v1/pur/enquiry/delete'], ['purOrderDelete', 'DELETE', '/v1/pur/order/delete'], ['purContractDelete', 'DELETE', '/v1/pur/contract/delete'],
        ['purPlanRecover', 'PUT', '/v1/pur/plan/recover'], ['purEnquiryRecover', 'PUT', '/v1/pur/enquiry/recover'], ['purOrderRecover', 'PUT', '/v1/pur/order/recover'], ['purContractRecover', 'PUT', '/v1/pur/contract/recover'],
      ] as const) expect400(await send(op, method, url), '参数错误：query.id 不能为空');
      for (const [op, method, url] of [
        ['purPlanDeleteBatch', 'DELETE', '/v1/pur/plan/deleteBatch'], ['purEnquiryDeleteBatch', 'DELETE', '/v1/pur/enquiry/deleteBatch'], ['purOrderDeleteBatch', 'DELETE', '/v1/pur/order/deleteBatch'], ['purContractDeleteBatch', 'DELETE', '/v1/pur/contract/deleteBatch'],
        ['purPlanRecoverBatch', 'PUT', '/v1/pur/plan/recoverBatch'], ['purEnquiryRecoverBatch', 'PUT', '/v1/pur/enquiry/recoverBatch'], ['purOrderRecoverBatch', 'PUT', '/v1/pur/order/recoverBatch'], ['purContractRecoverBatch', 'PUT', '/v1/pur/contract/recoverBatch'],
        ['purPlanRealDelete', 'DELETE', '/v1/pur/plan/realDelete'], ['purEnquiryRealDelete', 'DELETE', '/v1/pur/enquiry/realDelete'], ['purOrderRealDelete', 'DELETE', '/v1/pur/order/realDelete'], ['purContractRealDelete', 'DELETE', '/v1/pur/contract/realDelete'],
      ] as const) expect400(await send(op, method, url), '参数错误：query.ids 不能为空');
    }));
});

describe('purchase: Excel', () => {
  const exports = [
    ['purSupplierExportXls', '/v1/pur/supplier/exportXls', '供应商', '供应商名称'],
    ['purPlanExportXls', '/v1/pur/plan/exportXls', '采购计划', '预算额度'],
    ['purEnquiryExportXls', '/v1/pur/enquiry/exportXls', '询价单', '中标供应商'],
    ['purOrderExportXls', '/v1/pur/order/exportXls', '采购订单', '来源询价单'],
    ['purContractExportXls', '/v1/pur/contract/exportXls', '采购合同', '付款计划'],
  ] as const;
  it('A-GEN-06 every list exports a real workbook with its headers; a bad sort answers the envelope', async () => {
    for (const [op, url, title, header] of exports) {
      const file = await callRaw(mock.app, op, { url, token: mock.token });
      expect(file.contentType).toContain(XLSX);
      const sheet = await readSheet(file.raw);
      expect(sheet[0]?.[0]).toBe(title);
      expect(sheet[2]).toContain(header);
      expect(sheet.length).toBeGreaterThan(5);
      const refused = await callRaw(mock.app, op, { url: `${url}?column=salary`, token: mock.token });
      expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    }
  });

  it('A-GEN-06 every list imports its workbook row by row; bad rows are reported, no file is refused', () =>
    mock.fromSeed(async () => {
      const plan = mock.app.store.data.purPlans.find((p) => p.delFlag === 0 && !mock.app.store.data.purEnquiries.some((e) => e.planId === p.id));
      const chosen = mock.app.store.data.purEnquiries.find((e) => e.delFlag === 0 && e.chosenSupplierId && !mock.app.store.data.purOrders.some((o) => o.enquiryId === e.id && o.delFlag === 0));
      const unsigned = mock.app.store.data.purOrders.find((o) => o.delFlag === 0 && !mock.app.store.data.purContracts.some((c) => c.orderId === o.id && c.delFlag === 0));
      const imports = [
        ['purSupplierImportExcel', '/v1/pur/supplier/importExcel', [['供应商编码', '供应商名称', '供应类别', '评级', '黑名单'], ['IMP01', '北京导入供应商有限公司', '办公用品', '良好', '否'], ['IMP02', '坏类别', '文具', '良好', '否']]],
        ['purPlanImportExcel', '/v1/pur/plan/importExcel', [['计划名称', '物品名称', '数量', '预算科目', '预算额度'], ['导入计划', '订书机', '20', '行政办公费', '800'], ['坏计划', '订书机', '-1', '行政办公费', '800']]],
        ['purEnquiryImportExcel', '/v1/pur/enquiry/importExcel', [['询价主题', '来源计划'], ['导入询价', plan?.planNo], ['坏询价', 'CGJH000000000']]],
        ['purOrderImportExcel', '/v1/pur/order/importExcel', [['来源询价单', '交货日期'], [chosen?.enquiryNo, '2026-12-30'], ['XJ000', '2026-12-30']]],
        ['purContractImportExcel', '/v1/pur/contract/importExcel', [['合同名称', '来源订单', '结束日期'], ['导入合同', unsigned?.orderNo, '2027-06-30'], ['坏合同', 'CGDD000', '']]],
      ] as const;
      for (const [op, url, rows] of imports) {
        const form = multipart({}, { name: 'x.xlsx', type: XLSX, content: await workbook(rows as unknown as unknown[][]) });
        const answer = await call(mock.app, op, { method: 'POST', url, token: mock.token, headers: form.headers, payload: form.payload });
        expect(answer.body, op).toMatchObject({ success: true, code: 201, result: { totalCount: 2, successCount: 1, errorCount: 1 } });
        const empty = multipart({ note: 'x' });
        expectFail(await call(mock.app, op, { method: 'POST', url, token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
      }
      expect(resultOf(await get('purContractList', `/v1/pur/contract/list?orderId=${unsigned?.id}`)).records[0]).toMatchObject({ name: '导入合同', amount: unsigned?.amount, payments: [{ stage: '全款', amount: unsigned?.amount }] });
    }));
});
