// 商业保险 (A-GEN-13): policies, the roster's insured staff by month, the month's premium bills from the insured list,
// claims and their states; export and import of each list.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const chinaDay = (offset = 0) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const thisMonth = () => chinaDay().slice(0, 7);
const year = () => chinaDay().slice(0, 4);

async function importFile(op: OperationId, url: string, rows: string[][]) {
  const form = multipart({}, { name: 'x.xlsx', type: XLSX, content: await workbook(rows) });
  return call(mock.app, op, { method: 'POST', url, token: mock.token, headers: form.headers, payload: form.payload });
}

const policyForm = (overrides: Record<string, unknown> = {}) => ({ policyNo: 'PTEST0001', insurer: '2', planType: '2', planName: '团体意外险 测试款', startDate: `${year()}-01-01`, endDate: `${year()}-12-31`, premium: '15', coverage: 300000, ...overrides });

/** A serving roster employee on no policy. */
function uninsured() {
  const insured = new Set(mock.app.store.data.insMembers.map((m) => m.employeeId));
  return mock.app.store.data.employees.find((e) => e.delFlag === 0 && e.status !== '3' && !insured.has(e.id))!;
}

describe('insurance', () => {
  it('A-GEN-13 lists policies with their status from the period and the heads insured this month', async () => {
    const page = resultOf(await get('misInsPolicyList', '/v1/mis/insPolicy/list?pageSize=50'));
    expect(page.total).toBe(6);
    const current = page.records.find((p) => p.startDate.startsWith(year()))!;
    expect(current).toMatchObject({ status: '1', status_dictText: '保障中' });
    expect(current.insuredCount).toBeGreaterThan(10);
    expect(page.records.find((p) => !p.startDate.startsWith(year()))).toMatchObject({ status: '2', status_dictText: '已到期', insuredCount: 0 });
    expect(current.insurer_dictText).toBeTruthy();
    expect(resultOf(await get('misInsPolicyList', '/v1/mis/insPolicy/list?status=2')).total).toBe(3);
    expectFail(await get('misInsPolicyList', '/v1/mis/insPolicy/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
  });

  it('A-GEN-13 adds, edits and deletes a policy; its number unique, its period in order and covering its insured months', () =>
    mock.fromSeed(async () => {
      expect((await send('misInsPolicyAdd', 'POST', '/v1/mis/insPolicy/add', policyForm())).body).toMatchObject({ success: true, message: '添加成功！' });
      expectFail(await send('misInsPolicyAdd', 'POST', '/v1/mis/insPolicy/add', policyForm()), '保单号已存在');
      expectFail(await send('misInsPolicyAdd', 'POST', '/v1/mis/insPolicy/add', policyForm({ policyNo: 'P2', endDate: `${Number(year()) - 1}-01-01` })), '保险止期不能早于起期');
      expect400(await send('misInsPolicyAdd', 'POST', '/v1/mis/insPolicy/add', policyForm({ policyNo: 'P 3' })), '参数错误：body.policyNo 格式不正确');
      expect400(await send('misInsPolicyAdd', 'POST', '/v1/mis/insPolicy/add', policyForm({ policyNo: 'P3', premium: 0 })), '参数错误：body.premium 必须大于 0');
      const [policy] = resultOf(await get('misInsPolicyList', '/v1/mis/insPolicy/list?policyNo=PTEST0001')).records;
      expect(policy).toMatchObject({ insurer_dictText: '中国平安', planType_dictText: '团体意外险', insuredCount: 0, premium: 15 });
      expect((await send('misInsPolicyEdit', 'PUT', '/v1/mis/insPolicy/edit', policyForm({ id: policy?.id, premium: 18 }))).body).toMatchObject({ success: true, message: '编辑成功!' });
      expectFail(await send('misInsPolicyEdit', 'PUT', '/v1/mis/insPolicy/edit', policyForm({ id: 'nope' })), '未找到对应数据');
      expectFail(await send('misInsPolicyEdit', 'PUT', '/v1/mis/insPolicy/edit', policyForm()), '参数错误：body.id 不能为空');
      const seeded = mock.app.store.data.insPolicies.find((p) => p.startDate.startsWith(year()) && p.policyNo !== 'PTEST0001')!;
      const firstMonth = mock.app.store.data.insMembers.filter((m) => m.policyId === seeded.id).map((m) => m.startMonth).sort()[0];
      expectFail(await send('misInsPolicyEdit', 'PUT', '/v1/mis/insPolicy/edit', { ...policyForm({ id: seeded.id, policyNo: seeded.policyNo, insurer: seeded.insurer, planType: seeded.planType, planName: seeded.planName, premium: seeded.premium }), startDate: `${year()}-12-01` }), `保险期间须包含已参保的月份（${firstMonth}）`);
      const heads = mock.app.store.data.insMembers.filter((m) => m.policyId === seeded.id).length;
      expectFail(await send('misInsPolicyDelete', 'DELETE', `/v1/mis/insPolicy/delete?id=${seeded.id}`), `该保单已有${heads}名参保人员，不能删除`);
      expect((await send('misInsPolicyDelete', 'DELETE', `/v1/mis/insPolicy/delete?id=${policy?.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expectFail(await send('misInsPolicyDelete', 'DELETE', `/v1/mis/insPolicy/delete?id=${policy?.id}`), '未找到对应数据');
    }));

  it('A-GEN-13 insures roster employees by month, refuses a second cover, a leaver or a month outside the period; removes by month', () =>
    mock.fromSeed(async () => {
      const policy = mock.app.store.data.insPolicies.find((p) => p.startDate.startsWith(year()) && p.planType === '3')!;
      const person = uninsured();
      const page = resultOf(await get('misInsMemberList', `/v1/mis/insMember/list?policyId=${policy.id}&pageSize=5`));
      const sample = page.records[0]!;
      const rosterRow = mock.app.store.data.employees.find((e) => e.id === sample.employeeId)!;
      expect(sample).toMatchObject({ employeeName: rosterRow.name, workNo: rosterRow.workNo, idCard: rosterRow.idCard, policyNo: policy.policyNo });
      expect(sample.departId_dictText).toBeTruthy();
      expect((await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: policy.id, employeeId: person.id, startMonth: thisMonth() })).body).toMatchObject({ success: true, message: '加保成功！' });
      expectFail(await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: policy.id, employeeId: person.id, startMonth: thisMonth() }), `${person.name}已在该保单中参保（${thisMonth()}起），不能重复加保`);
      expectFail(await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: policy.id, employeeId: person.id, startMonth: `${Number(year()) + 1}-01` }), `${Number(year()) + 1}-01不在保险期间内（${year()}-01至${year()}-12）`);
      const left = mock.app.store.data.employees.find((e) => e.delFlag === 0 && e.status === '3')!;
      expectFail(await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: policy.id, employeeId: left.id, startMonth: thisMonth() }), `${left.name}已离职，不能加保`);
      expectFail(await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: policy.id, employeeId: 'nope', startMonth: thisMonth() }), '花名册中没有该员工');
      expectFail(await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: 'nope', employeeId: person.id, startMonth: thisMonth() }), '保单不存在');
      expect400(await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: policy.id, employeeId: person.id, startMonth: '2026-13' }), '参数错误：body.startMonth 格式不正确');
      const [added] = resultOf(await get('misInsMemberList', `/v1/mis/insMember/list?policyId=${policy.id}&employeeName=${encodeURIComponent(person.name)}`)).records;
      expect(added).toMatchObject({ status: '1', status_dictText: '在保', endMonth: null });
      expectFail(await send('misInsMemberRemove', 'PUT', '/v1/mis/insMember/remove', { id: added?.id, endMonth: `${year()}-01` }), thisMonth() > `${year()}-01` ? `减员月份不能早于参保月份（${thisMonth()}）` : '');
      expect((await send('misInsMemberRemove', 'PUT', '/v1/mis/insMember/remove', { id: added?.id, endMonth: thisMonth() })).body).toMatchObject({ success: true, message: '减员成功!' });
      expectFail(await send('misInsMemberRemove', 'PUT', '/v1/mis/insMember/remove', { id: added?.id, endMonth: thisMonth() }), `该人员已于${thisMonth()}减员`);
      expectFail(await send('misInsMemberRemove', 'PUT', '/v1/mis/insMember/remove', { id: 'nope', endMonth: thisMonth() }), '未找到对应数据');
      expect400(await send('misInsMemberRemove', 'PUT', '/v1/mis/insMember/remove', { id: added?.id }), '参数错误：body.endMonth 不能为空');
    }));

  it('A-GEN-13 bills each policy in force for the month: heads insured × premium, whole months, additions and removals counted', () =>
    mock.fromSeed(async () => {
      const before = resultOf(await get('misInsBillList', `/v1/mis/insBill/list?month=${thisMonth()}`)).records;
      expect(before).toHaveLength(3);
      const bill = before.find((b) => b.planName.startsWith('补充医疗险'))!;
      const covered = mock.app.store.data.insMembers.filter((m) => m.policyId === bill.policyId && m.startMonth <= thisMonth() && (m.endMonth === null || m.endMonth >= thisMonth())).length;
      expect(bill).toMatchObject({ heads: covered, amount: covered * bill.premium, insurer_dictText: '太平洋保险' });
      const person = uninsured();
      await send('misInsMemberAdd', 'POST', '/v1/mis/insMember/add', { policyId: bill.policyId, employeeId: person.id, startMonth: thisMonth() });
      const after = resultOf(await get('misInsBillList', `/v1/mis/insBill/list?month=${thisMonth()}&policyId=${bill.policyId}`)).records[0]!;
      expect(after).toMatchObject({ heads: covered + 1, added: bill.added + 1, amount: (covered + 1) * bill.premium });
      expect(resultOf(await get('misInsBillList', '/v1/mis/insBill/list?month=2001-01')).total).toBe(0);
      expect(resultOf(await get('misInsBillList', '/v1/mis/insBill/list')).records.every((b) => b.month === thisMonth())).toBe(true);
      expect400(await get('misInsBillList', '/v1/mis/insBill/list?month=202611'), '参数错误：query.month 格式不正确');
    }));

  it('A-GEN-13 reports a claim for an insured person with attachments and moves it only 已报案 → 审核中 → 已赔付 / 已拒赔', () =>
    mock.fromSeed(async () => {
      const member = mock.app.store.data.insMembers.find((m) => m.endMonth === null && m.startMonth <= thisMonth() && mock.app.store.data.insPolicies.find((p) => p.id === m.policyId)?.startDate.startsWith(year()))!;
      const policy = mock.app.store.data.insPolicies.find((p) => p.id === member.policyId)!;
      const person = mock.app.store.data.employees.find((e) => e.id === member.employeeId)!;
      const form = { policyId: policy.id, employeeId: person.id, accidentDate: chinaDay(), claimType: '1', description: '下班途中摔伤', claimAmount: '5000', attachments: 'insurance/a_诊断证明.pdf' };
      expect((await send('misInsClaimAdd', 'POST', '/v1/mis/insClaim/add', form)).body).toMatchObject({ success: true, message: '报案成功！' });
      const stranger = uninsured();
      expectFail(await send('misInsClaimAdd', 'POST', '/v1/mis/insClaim/add', { ...form, employeeId: stranger.id }), `${stranger.name}在${chinaDay()}不在保单${policy.policyNo}的参保名单中，不能报案`);
      expectFail(await send('misInsClaimAdd', 'POST', '/v1/mis/insClaim/add', { ...form, accidentDate: chinaDay(2) }), '出险日期不能晚于今天');
      expectFail(await send('misInsClaimAdd', 'POST', '/v1/mis/insClaim/add', { ...form, policyId: 'nope' }), '保单不存在');
      expect400(await send('misInsClaimAdd', 'POST', '/v1/mis/insClaim/add', { ...form, claimType: '9' }), '参数错误：body.claimType 取值应为 1/2/3/4 之一');
      const [claim] = resultOf(await get('misInsClaimList', `/v1/mis/insClaim/list?employeeName=${encodeURIComponent(person.name)}&status=1`)).records;
      expect(claim).toMatchObject({ status_dictText: '已报案', claimType_dictText: '意外伤害', policyNo: policy.policyNo, workNo: person.workNo, attachments: 'insurance/a_诊断证明.pdf' });
      expect(claim?.claimNo).toMatch(/^LP\d{9}$/);
      const move = (action: string, extra: Record<string, unknown> = {}) => send('misInsClaimTransition', 'PUT', '/v1/mis/insClaim/transition', { id: claim?.id, action, ...extra });
      expectFail(await move('pay', { paidAmount: 100 }), '理赔单当前状态为已报案，不能赔付');
      expect((await send('misInsClaimEdit', 'PUT', '/v1/mis/insClaim/edit', { ...form, id: claim?.id, claimAmount: 6000 })).body).toMatchObject({ success: true, message: '编辑成功!' });
      expect((await move('review')).body).toMatchObject({ success: true, message: '已提交审核' });
      expectFail(await move('review'), '理赔单当前状态为审核中，不能提交审核');
      expectFail(await send('misInsClaimEdit', 'PUT', '/v1/mis/insClaim/edit', { ...form, id: claim?.id }), '理赔单当前状态为审核中，不能编辑');
      expectFail(await send('misInsClaimDelete', 'DELETE', `/v1/mis/insClaim/delete?id=${claim?.id}`), '理赔单当前状态为审核中，不能删除');
      expectFail(await move('pay', { paidAmount: 7000 }), '赔付金额须大于0且不超过报案金额（6000元）');
      expectFail(await move('reject'), '请填写拒赔原因');
      expect((await move('pay', { paidAmount: '4800' })).body).toMatchObject({ success: true, message: '已赔付' });
      expectFail(await move('reject', { rejectReason: 'x' }), '理赔单当前状态为已赔付，不能拒赔');
      expect400(await move('close'), '参数错误：body.action 取值应为 review/pay/reject 之一');
      expectFail(await send('misInsClaimTransition', 'PUT', '/v1/mis/insClaim/transition', { id: 'nope', action: 'review' }), '未找到对应数据');
      const reported = mock.app.store.data.insClaims.find((c) => c.status === '1' && c.id !== claim?.id)!;
      expect((await send('misInsClaimDelete', 'DELETE', `/v1/mis/insClaim/delete?id=${reported.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expectFail(await send('misInsClaimEdit', 'PUT', '/v1/mis/insClaim/edit', form), '参数错误：body.id 不能为空');
      expectFail(await send('misInsClaimEdit', 'PUT', '/v1/mis/insClaim/edit', { ...form, id: 'nope' }), '未找到对应数据');
      expectFail(await send('misInsClaimDelete', 'DELETE', '/v1/mis/insClaim/delete?id=nope'), '未找到对应数据');
    }));

  it('A-GEN-13 exports every list and imports policies, insured staff and claims row by row; the bill refuses its rows', () =>
    mock.fromSeed(async () => {
      const exports: Array<[OperationId, string, string, string[]]> = [
        ['misInsPolicyExportXls', '/v1/mis/insPolicy/exportXls', '保单', ['保单号', '保险公司', '险种', '保险方案', '保险起期', '保险止期', '人均月保费(元)', '保额(元)', '在保人数', '状态', '备注']],
        ['misInsMemberExportXls', '/v1/mis/insMember/exportXls?status=1', '参保人员', ['保单号', '保险公司', '工号', '姓名', '身份证号', '部门', '参保月份', '减员月份', '状态']],
        ['misInsBillExportXls', `/v1/mis/insBill/exportXls?month=${thisMonth()}`, '保费账单', ['账单月份', '保单号', '保险公司', '保险方案', '人均月保费(元)', '在保人数', '本月加保', '本月减员', '保费金额(元)']],
        ['misInsClaimExportXls', '/v1/mis/insClaim/exportXls', '理赔', ['理赔编号', '保单号', '保险公司', '工号', '出险人', '出险日期', '出险类型', '出险经过', '报案金额(元)', '赔付金额(元)', '状态', '拒赔原因', '附件数']],
      ];
      for (const [op, url, title, headers] of exports) {
        const sheet = await readSheet((await callRaw(mock.app, op, { url, token: mock.token })).raw);
        expect(sheet[0]?.[0], op).toBe(title);
        expect(sheet[2]).toEqual(headers);
      }
      const policies = await importFile('misInsPolicyImportExcel', '/v1/mis/insPolicy/importExcel', [['保单号', '保险公司', '险种', '保险方案', '保险起期', '保险止期', '人均月保费(元)'], ['PIMP01', '中国人寿', '团体意外险', '导入方案', `${year()}-01-01`, `${year()}-12-31`, '10'], ['PIMP02', '某保险', '团体意外险', 'x', `${year()}-01-01`, `${year()}-12-31`, '10']]);
      expect(policies.body).toMatchObject({ success: true, code: 201, result: { successCount: 1, errorCount: 1 } });
      const person = uninsured();
      const members = await importFile('misInsMemberImportExcel', '/v1/mis/insMember/importExcel', [['保单号', '工号', '参保月份'], ['PIMP01', person.workNo ?? '', thisMonth()], ['PIMP01', 'NOPE', thisMonth()]]);
      expect(members.body).toMatchObject({ success: true, code: 201, result: { successCount: 1, errorCount: 1 } });
      const claims = await importFile('misInsClaimImportExcel', '/v1/mis/insClaim/importExcel', [['保单号', '工号', '出险日期', '出险类型', '出险经过', '报案金额(元)'], ['PIMP01', person.workNo ?? '', chinaDay(), '门诊医疗', '感冒', '300'], ['PIMP01', person.workNo ?? '', `${Number(year()) - 1}-06-01`, '门诊医疗', 'x', '300']]);
      expect(claims.body).toMatchObject({ success: true, code: 201, result: { successCount: 1, errorCount: 1 } });
      const bills = await importFile('misInsBillImportExcel', '/v1/mis/insBill/importExcel', [['账单月份', '保单号'], [thisMonth(), 'PIMP01']]);
      expect(bills.body).toMatchObject({ success: true, code: 201, result: { successCount: 0, errorCount: 1 } });
    }));
});
