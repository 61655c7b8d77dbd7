// Contracts of 薪资 (/mis/salaryGroup, /mis/salaryItem, /mis/salaryArchive, /mis/socialInsurance, /mis/salaryVariable,
// /mis/payroll, /mis/payslip): every answer validated against the document by `call`, each call tried with good
// input and with bad (refused by name, or the business rule's message), the writes checked through the reads.
import { afterAll, describe, expect, it } from 'vitest';
import { call, callRaw, expectFail, expectOk, loginAs, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, type Answer, type OperationId, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const get = <Op extends OperationId>(op: Op, url: string) => call(mock.app, op, { url: `/v1${url}`, token: mock.token });
const send = <Op extends OperationId>(op: Op, method: Method, url: string, payload?: unknown) => call(mock.app, op, { method, url: `/v1${url}`, token: mock.token, ...(payload === undefined ? {} : { payload }) });

/** The month by the mock's clock (China time) and the one before it. */
const chinaMonth = (offset = 0) => {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 7);
};
const THIS_MONTH = chinaMonth();
const LAST_MONTH = chinaMonth(-1);
const cents = (yuan: number) => Math.round(yuan * 100);

/** Refused by validation (HTTP 400), the message naming the parameter: 参数错误：query.month 格式不正确. */
function refusedFor(answer: Answer, field: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, code: 400, message: expect.stringMatching(new RegExp(`^参数错误：(query|body)\\.${field} `)) });
}

const groups = async () => resultOf(await get('misSalaryGroupList', '/mis/salaryGroup/list?pageSize=50')).records;
const groupByCode = async (code: string) => {
  const group = (await groups()).find((g) => g.code === code);
  if (!group) throw new Error(`no group ${code}`);
  return group;
};

const POLICY = {
  city: '武汉', year: '2026', insuranceBaseMin: 4546, insuranceBaseMax: 22728, housingBaseMin: 2210, housingBaseMax: 30492,
  pensionPersonal: 8, pensionCompany: 16, medicalPersonal: 2, medicalCompany: 8, unemploymentPersonal: 0.3, unemploymentCompany: 0.7,
  injuryCompany: 0.48, maternityCompany: 0.7, housingPersonal: 8, housingCompany: 8,
};

async function importFile(month: string, rows: unknown[][]) {
  const file = await workbook([['工号', '姓名', '应出勤天数', '实际出勤天数', '加班小时', '绩效工资', '奖金', '其他扣款', '专项附加扣除', '备注'], ...rows]);
  const body = multipart({}, { name: '薪资导入.xlsx', type: XLSX, content: file });
  return call(mock.app, 'misSalaryVariableImportExcel', { method: 'POST', url: `/v1/mis/salaryVariable/importExcel?month=${month}`, token: mock.token, headers: body.headers, payload: body.payload });
}

describe('薪资组 and 薪资项目', () => {
  it('A-GEN-04 lists the seeded groups with their members and items counted', async () => {
    const rows = await groups();
    expect(rows.map((g) => g.code)).toEqual(['DISPATCH', 'MGMT', 'OUTSOURCE']);
    expect(rows.every((g) => g.memberCount > 20 && g.itemCount >= 7 && g.status_dictText === '启用')).toBe(true);
    const mgmt = await groupByCode('MGMT');
    expect(resultOf(await get('misSalaryGroupQueryById', `/mis/salaryGroup/queryById?id=${mgmt.id}`))).toMatchObject({ name: '职能管理薪资组', memberCount: mgmt.memberCount });
    expectFail(await get('misSalaryGroupQueryById', '/mis/salaryGroup/queryById?id=nope'), '未找到对应数据');
  });

  it('adds, edits and deletes a group with its items; duplicates and members are refused', async () => {
    expectOk(await send('misSalaryGroupAdd', 'POST', '/mis/salaryGroup/add', { code: 'INTERN', name: '实习生薪资组', payDay: '10', status: '1' }), '添加成功！');
    expectFail(await send('misSalaryGroupAdd', 'POST', '/mis/salaryGroup/add', { code: 'INTERN', name: '另一个', payDay: 10, status: '1' }), '薪资组编码已存在：INTERN');
    refusedFor(await send('misSalaryGroupAdd', 'POST', '/mis/salaryGroup/add', { code: '实习', name: 'x', payDay: 10, status: '1' }), 'code');
    refusedFor(await send('misSalaryGroupAdd', 'POST', '/mis/salaryGroup/add', { code: 'X1', name: 'x', payDay: 31, status: '1' }), 'payDay');
    const intern = await groupByCode('INTERN');
    expectOk(await send('misSalaryGroupEdit', 'PUT', '/mis/salaryGroup/edit', { id: intern.id, code: 'INTERN', name: '实习生薪资组', payDay: 5, status: '1', description: '在校实习生' }), '编辑成功!');
    expectFail(await send('misSalaryGroupEdit', 'PUT', '/mis/salaryGroup/edit', { code: 'INTERN', name: 'x', payDay: 5, status: '1' }), '参数错误：body.id 不能为空');
    expect((await groupByCode('INTERN')).payDay).toBe(5);

    expectOk(await send('misSalaryItemAdd', 'POST', '/mis/salaryItem/add', { groupId: intern.id, name: '实习补贴', itemType: '1', taxable: '1', calcType: '1', amount: '2500.50' }), '添加成功！');
    expectOk(await send('misSalaryItemAdd', 'POST', '/mis/salaryItem/add', { groupId: intern.id, name: '缺勤扣款', itemType: '2', taxable: '1', calcType: '7' }), '添加成功！');
    expectFail(await send('misSalaryItemAdd', 'POST', '/mis/salaryItem/add', { groupId: intern.id, name: '交通', itemType: '1', taxable: '1', calcType: '1' }), '固定金额项目须填写金额');
    expectFail(await send('misSalaryItemAdd', 'POST', '/mis/salaryItem/add', { groupId: intern.id, name: '扣款', itemType: '1', taxable: '1', calcType: '8' }), '缺勤扣款和其他扣款只能是扣款项目');
    expectFail(await send('misSalaryItemAdd', 'POST', '/mis/salaryItem/add', { groupId: intern.id, name: '实习补贴', itemType: '1', taxable: '1', calcType: '1', amount: 1 }), '该薪资组已有同名项目：实习补贴');
    refusedFor(await send('misSalaryItemAdd', 'POST', '/mis/salaryItem/add', { groupId: intern.id, name: '坏', itemType: '3', taxable: '1', calcType: '1', amount: 1 }), 'itemType');
    const items = resultOf(await get('misSalaryItemList', `/mis/salaryItem/list?groupId=${intern.id}`)).records;
    expect(items.map((i) => [i.name, i.sortNo, i.amount, i.itemType_dictText, i.calcType_dictText])).toEqual([
      ['实习补贴', 1, 2500.5, '收入', '固定金额'],
      ['缺勤扣款', 2, 0, '扣款', '缺勤扣款'],
    ]);
    refusedFor(await get('misSalaryItemList', '/mis/salaryItem/list'), 'groupId');
    const [allowance] = items;
    expectOk(await send('misSalaryItemEdit', 'PUT', '/mis/salaryItem/edit', { id: allowance?.id, groupId: intern.id, name: '实习补贴', itemType: '1', taxable: '0', calcType: '1', amount: 3000 }), '编辑成功!');
    expectFail(await send('misSalaryItemEdit', 'PUT', '/mis/salaryItem/edit', { id: allowance?.id, groupId: 'other', name: '实习补贴', itemType: '1', taxable: '0', calcType: '1', amount: 3000 }), '不能更改项目所属的薪资组');
    expectOk(await send('misSalaryItemDelete', 'DELETE', `/mis/salaryItem/delete?id=${items[1]?.id}`), '删除成功!');
    expectFail(await send('misSalaryItemDelete', 'DELETE', `/mis/salaryItem/delete?id=${items[1]?.id}`), '未找到对应数据');
    expect(resultOf(await get('misSalaryItemList', `/mis/salaryItem/list?groupId=${intern.id}`)).records).toMatchObject([{ name: '实习补贴', taxable: '0', amount: 3000 }]);

    const mgmt = await groupByCode('MGMT');
    expectFail(await send('misSalaryGroupDelete', 'DELETE', `/mis/salaryGroup/delete?id=${mgmt.id}`), `该薪资组还有${mgmt.memberCount}名成员，请先调整其薪资档案`);
    expectOk(await send('misSalaryGroupDelete', 'DELETE', `/mis/salaryGroup/delete?id=${intern.id}`), '删除成功!');
    expect((await groups()).map((g) => g.code)).not.toContain('INTERN');
  });
});

describe('社保公积金 and 薪资档案', () => {
  it('lists the cities with their members; adds, edits and deletes a policy within the rules', async () => {
    const page = resultOf(await get('misSocialInsuranceList', '/mis/socialInsurance/list?pageSize=20'));
    expect(page.total).toBe(8);
    const beijing = page.records.find((p) => p.city === '北京');
    expect(beijing).toMatchObject({ insuranceBaseMin: 7162, insuranceBaseMax: 35811, pensionPersonal: 8, medicalCompany: 9.8, housingPersonal: 12 });
    expect(beijing?.memberCount).toBeGreaterThan(50);
    expectOk(await send('misSocialInsuranceAdd', 'POST', '/mis/socialInsurance/add', POLICY), '添加成功！');
    expectFail(await send('misSocialInsuranceAdd', 'POST', '/mis/socialInsurance/add', POLICY), '武汉2026年的方案已存在');
    expectFail(await send('misSocialInsuranceAdd', 'POST', '/mis/socialInsurance/add', { ...POLICY, year: '2027', housingPersonal: 13 }), '公积金个人比例须在5%到12%之间');
    expectFail(await send('misSocialInsuranceAdd', 'POST', '/mis/socialInsurance/add', { ...POLICY, year: '2027', insuranceBaseMin: 30000 }), '社保基数下限不能高于上限');
    refusedFor(await send('misSocialInsuranceAdd', 'POST', '/mis/socialInsurance/add', { ...POLICY, year: '2027', pensionCompany: 120 }), 'pensionCompany');
    const wuhan = resultOf(await get('misSocialInsuranceList', `/mis/socialInsurance/list?city=${encodeURIComponent('武汉')}`)).records[0];
    expectOk(await send('misSocialInsuranceEdit', 'PUT', '/mis/socialInsurance/edit', { ...POLICY, id: wuhan?.id, housingPersonal: 10, housingCompany: '10' }), '编辑成功!');
    expectFail(await send('misSocialInsuranceEdit', 'PUT', '/mis/socialInsurance/edit', POLICY), '参数错误：body.id 不能为空');
    expect(resultOf(await get('misSocialInsuranceList', `/mis/socialInsurance/list?city=${encodeURIComponent('武汉')}`)).records[0]).toMatchObject({ housingPersonal: 10, housingCompany: 10, memberCount: 0 });
    expectFail(await send('misSocialInsuranceDelete', 'DELETE', `/mis/socialInsurance/delete?id=${beijing?.id}`), `还有${beijing?.memberCount}名员工在此缴纳社保，请先调整其薪资档案`);
    expectOk(await send('misSocialInsuranceDelete', 'DELETE', `/mis/socialInsurance/delete?id=${wuhan?.id}`), '删除成功!');
  });

  it('A-GEN-04 lists archives with the employee joined; an employee leaves and rejoins a group; exported', async () => {
    const page = resultOf(await get('misSalaryArchiveList', '/mis/salaryArchive/list?pageSize=5'));
    expect(page.total).toBeGreaterThan(500);
    const [first] = page.records;
    expect(first).toMatchObject({ workNo: expect.any(String), name: expect.any(String), groupId_dictText: expect.stringMatching(/薪资组$/), policyId_dictText: expect.any(String) });
    const workNos = page.records.map((r) => r.workNo);
    expect([...workNos].sort()).toEqual(workNos);
    const archive = first as NonNullable<typeof first>;
    const form = { employeeId: archive.employeeId, groupId: archive.groupId, policyId: archive.policyId, baseSalary: 9000, postAllowance: 1000, insuranceBase: 10000, housingBase: '10000' };
    expectFail(await send('misSalaryArchiveAdd', 'POST', '/mis/salaryArchive/add', form), `该员工已有薪资档案（${archive.groupId_dictText}），请编辑原档案`);
    expectOk(await send('misSalaryArchiveEdit', 'PUT', '/mis/salaryArchive/edit', { ...form, id: archive.id }), '编辑成功!');
    expectFail(await send('misSalaryArchiveEdit', 'PUT', '/mis/salaryArchive/edit', { ...form, id: archive.id, employeeId: 'other' }), '不能更改档案所属的员工');
    expectFail(await send('misSalaryArchiveEdit', 'PUT', '/mis/salaryArchive/edit', { ...form, id: archive.id, policyId: 'nowhere' }), '社保缴纳地不存在');
    expectFail(await send('misSalaryArchiveEdit', 'PUT', '/mis/salaryArchive/edit', { ...form, id: archive.id, baseSalary: 9000.123 }), '金额最多两位小数');
    refusedFor(await send('misSalaryArchiveAdd', 'POST', '/mis/salaryArchive/add', { ...form, groupId: undefined }), 'groupId');
    expectOk(await send('misSalaryArchiveDelete', 'DELETE', `/mis/salaryArchive/delete?id=${archive.id}`), '删除成功!');
    expectFail(await send('misSalaryArchiveDelete', 'DELETE', `/mis/salaryArchive/delete?id=${archive.id}`), '未找到对应数据');
    expectFail(await send('misSalaryArchiveAdd', 'POST', '/mis/salaryArchive/add', { ...form, employeeId: 'nobody' }), '员工不存在');
    expectOk(await send('misSalaryArchiveAdd', 'POST', '/mis/salaryArchive/add', form), '添加成功！');
    expect(resultOf(await get('misSalaryArchiveList', `/mis/salaryArchive/list?workNo=${archive.workNo}`)).records[0]).toMatchObject({ baseSalary: 9000, postAllowance: 1000, housingBase: 10000 });

    const raw = await callRaw(mock.app, 'misSalaryArchiveExportXls', { url: `/v1/mis/salaryArchive/exportXls?workNo=${archive.workNo}`, token: mock.token });
    expect(raw.contentType).toContain(XLSX);
    const sheet = await readSheet(raw.raw);
    expect(sheet[2]).toEqual(['工号', '姓名', '部门', '项目', '入职日期', '薪资组', '社保缴纳地', '基本工资', '岗位津贴', '社保基数', '公积金基数', '备注']);
    expect(sheet[3]?.slice(0, 2)).toEqual([archive.workNo, archive.name]);
    expect((await callRaw(mock.app, 'misSalaryArchiveExportXls', { url: '/v1/mis/salaryArchive/exportXls?column=nope', token: mock.token })).contentType).toContain('json');
  });
});

describe('薪资导入, 薪资核算 and 工资条', () => {
  it('A-GEN-04 the seeded past months are computed and locked, each batch total equal to its payslips to the cent', async () => {
    const batches = resultOf(await get('misPayrollList', `/mis/payroll/list?month=${LAST_MONTH}`)).records;
    expect(batches).toHaveLength(3);
    for (const batch of batches) {
      expect(batch).toMatchObject({ status: '2', status_dictText: '已锁定' });
      const slips = resultOf(await get('misPayslipList', `/mis/payslip/list?batchId=${batch.id}&pageSize=100&pageNo=1`));
      expect(slips.total).toBe(batch.headcount);
    }
    // Every payslip of the month, summed in cents, is the batch totals' sum to the cent.
    const all: Schema<'Payslip'>[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = resultOf(await get('misPayslipList', `/mis/payslip/list?month=${LAST_MONTH}&pageSize=100&pageNo=${pageNo}`));
      all.push(...page.records);
      if (pageNo >= page.pages) break;
    }
    expect(all.length).toBe(batches.reduce((n, b) => n + b.headcount, 0));
    const sum = (pick: (x: (typeof all)[number]) => number) => all.reduce((s, x) => s + cents(pick(x)), 0);
    expect(sum((s) => s.netPay)).toBe(batches.reduce((s, b) => s + cents(b.netTotal), 0));
    expect(sum((s) => s.tax)).toBe(batches.reduce((s, b) => s + cents(b.taxTotal), 0));
    expect(sum((s) => s.companyCost)).toBe(batches.reduce((s, b) => s + cents(b.companyCostTotal), 0));
    // Each payslip: gross − insurance − tax = net, and its lines add up to gross.
    for (const s of all) {
      expect(cents(s.grossPay) - cents(s.insurancePersonal) - cents(s.tax)).toBe(cents(s.netPay));
      expect(s.lines.reduce((n, l) => n + (l.itemType === '1' ? cents(l.amount) : -cents(l.amount)), 0)).toBe(cents(s.grossPay));
    }
  });

  it('A-GEN-04 the tax of a month builds on the year: cumulative figures and the tax withheld before', async () => {
    const [slip] = resultOf(await get('misPayslipTaxList', `/mis/payslip/taxList?month=${LAST_MONTH}&pageSize=1`)).records;
    const mine = resultOf(await get('misPayslipList', `/mis/payslip/list?workNo=${slip?.workNo}&pageSize=20`)).records.filter((s) => s.month.slice(0, 4) === LAST_MONTH.slice(0, 4));
    const earlier = mine.filter((s) => s.month < LAST_MONTH);
    expect(cents(slip?.cumPrepaidTax ?? 0)).toBe(earlier.reduce((n, s) => n + cents(s.tax), 0));
    expect(cents(slip?.cumIncome ?? 0)).toBe(mine.reduce((n, s) => n + cents(s.taxableIncome), 0));
    expect(cents(slip?.cumTax ?? 0) - cents(slip?.cumPrepaidTax ?? 0)).toBe(Math.max(0, cents(slip?.tax ?? 0)) + Math.min(0, cents(slip?.cumTax ?? 0) - cents(slip?.cumPrepaidTax ?? 0)));
    expect(resultOf(await get('misPayslipQueryById', `/mis/payslip/queryById?id=${slip?.id}`))).toMatchObject({ id: slip?.id, status_dictText: '已锁定' });
    expectFail(await get('misPayslipQueryById', '/mis/payslip/queryById?id=nope'), '未找到对应数据');
    refusedFor(await get('misPayslipTaxList', '/mis/payslip/taxList?month=2026-13'), 'month');

    const raw = await callRaw(mock.app, 'misPayslipTaxExportXls', { url: `/v1/mis/payslip/taxExportXls?month=${LAST_MONTH}&workNo=${slip?.workNo}`, token: mock.token });
    const sheet = await readSheet(raw.raw);
    expect(sheet[2]).toEqual(['工号', '姓名', '证件类型', '证件号码', '所得项目', '本期收入', '本期免税收入', '基本养老保险费', '基本医疗保险费', '失业保险费', '住房公积金', '累计收入额', '累计减除费用', '累计专项扣除', '累计专项附加扣除', '累计应纳税所得额', '税率', '速算扣除数', '累计应纳税额', '累计已预缴税额', '应补(退)税额']);
    expect(sheet[3]?.slice(0, 5)).toEqual([slip?.workNo, slip?.name, '居民身份证', slip?.idCard, '正常工资薪金']);
    expect(sheet).toHaveLength(4);
    expect((await callRaw(mock.app, 'misPayslipTaxExportXls', { url: '/v1/mis/payslip/taxExportXls', token: mock.token })).status).toBe(400);
  });

  // One month's journey in three steps that build on each other (the file's mock, put back to the seed after them).
  const month = { a: [] as string[], b: [] as string[], groupId: '', importedId: '', batchId: '', computed: 0 };
  afterAll(() => mock.reset());

  it('A-GEN-04 the month imported: the template of a group, the 201 partial import with its report, a row corrected', async () => {
    const { app, token } = mock;
    const outsource = await groupByCode('OUTSOURCE');
    const template = await callRaw(app, 'misSalaryVariableImportTemplate', { url: `/v1/mis/salaryVariable/importTemplate?month=${THIS_MONTH}&groupId=${outsource.id}`, token });
    const rows = (await readSheet(template.raw)).slice(3);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.length).toBeLessThanOrEqual(outsource.memberCount);
    const [a, b] = rows as [string[], string[]];
    Object.assign(month, { a, b, groupId: outsource.id });
    expectFail(await get('misSalaryVariableImportTemplate', `/mis/salaryVariable/importTemplate?month=${THIS_MONTH}&groupId=nope`), '薪资组不存在');

    const answer = await importFile(THIS_MONTH, [
      [a[0], a[1], '21', '20.5', '8', '1200.50', '', '', '2000', '加班较多'],
      [b[0], b[1], '21', '', '', '', '3000', '100', '', ''],
      [b[0], '错名', '21', '21', '', '', '', '', '', ''],
      ['00000000', '某人', '21', '21', '', '', '', '', '', ''],
      [a[0], a[1], '21', '22', '', '', '', '', '', ''],
      [a[0], a[1], '21', '20', 'x', '', '', '', '', ''],
    ]);
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 6, successCount: 2, errorCount: 4 } });
    const report = await readSheet((await callRaw(app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}`, token })).raw);
    expect(report.slice(3).map((row) => row.at(-1))).toEqual([`姓名与工号不符：${b[0]} 是${b[1]}`, '员工不存在：00000000', '实际出勤天数不能大于应出勤天数', '加班小时不是数字：x']);
    refusedFor(await importFile('2026-1', []), 'month');
    const noMonth = multipart({}, { name: '薪资导入.xlsx', type: XLSX, content: await workbook([['工号'], [a[0]]]) });
    expectFail(await call(app, 'misSalaryVariableImportExcel', { method: 'POST', url: '/v1/mis/salaryVariable/importExcel', token, headers: noMonth.headers, payload: noMonth.payload }), '请选择所属月份');
    const imported = resultOf(await get('misSalaryVariableList', `/mis/salaryVariable/list?month=${THIS_MONTH}&workNo=${a[0]}`)).records[0];
    expect(imported).toMatchObject({ workDays: 21, attendanceDays: 20.5, overtimeHours: 8, performance: 1200.5, specialDeduction: 2000, groupId: outsource.id, groupId_dictText: '外包驻场薪资组' });
    expect(resultOf(await get('misSalaryVariableList', `/mis/salaryVariable/list?month=${THIS_MONTH}&workNo=${b[0]}`)).records[0]).toMatchObject({ attendanceDays: 21, bonus: 3000, otherDeduction: 100 });
    expectOk(await send('misSalaryVariableEdit', 'PUT', '/mis/salaryVariable/edit', { id: imported?.id, workDays: 21, attendanceDays: 21, overtimeHours: '10', performance: 1200.5, specialDeduction: 2000 }), '编辑成功!');
    expectFail(await send('misSalaryVariableEdit', 'PUT', '/mis/salaryVariable/edit', { id: imported?.id, workDays: 21, attendanceDays: 20.3 }), '出勤天数须以0.5天为单位');
    refusedFor(await send('misSalaryVariableEdit', 'PUT', '/mis/salaryVariable/edit', { id: imported?.id, workDays: 40, attendanceDays: 20 }), 'workDays');
    month.importedId = imported?.id ?? '';
  });

  it('A-GEN-04 the month computed with its imported figures, locked, and every change then refused', async () => {
    const { a } = month;
    const outsource = { id: month.groupId };
    const imported = { id: month.importedId };
    expectFail(await send('misPayrollCompute', 'POST', '/mis/payroll/compute', { month: chinaMonth(1), groupId: outsource.id }), '不能核算未来月份的工资');
    refusedFor(await send('misPayrollCompute', 'POST', '/mis/payroll/compute', { month: '2026/11', groupId: outsource.id }), 'month');
    const computed = await send('misPayrollCompute', 'POST', '/mis/payroll/compute', { month: THIS_MONTH, groupId: outsource.id });
    const result = resultOf(computed);
    expect(computed.body.message).toBe(`核算完成，共${result.computed}人`);
    expect(result.withoutVariables).toBe(result.computed - 2);
    expect(result.batch).toMatchObject({ month: THIS_MONTH, status: '1', status_dictText: '已核算', headcount: result.computed, groupId_dictText: '外包驻场薪资组' });
    const slip = resultOf(await get('misPayslipList', `/mis/payslip/list?month=${THIS_MONTH}&workNo=${a[0]}`)).records[0];
    expect(slip).toMatchObject({ attendanceDays: 21, overtimeHours: 10, specialDeduction: 2000, status: '1' });
    expect(slip?.lines.find((l) => l.name === '绩效工资')?.amount).toBe(1200.5);
    expect(slip?.lines.find((l) => l.name === '误餐补助')).toMatchObject({ amount: 300, taxable: '0' });

    const batchId = result.batch.id;
    expectFail(await send('misPayrollSend', 'POST', `/mis/payroll/send?id=${batchId}`), '请先锁定工资再发送工资条');
    expectOk(await send('misPayrollLock', 'PUT', `/mis/payroll/lock?id=${batchId}`), '锁定成功');
    expectFail(await send('misPayrollLock', 'PUT', `/mis/payroll/lock?id=${batchId}`), '该月工资已锁定');
    const lockedText = `${THIS_MONTH} 外包驻场薪资组的工资已锁定`;
    expectFail(await send('misPayrollCompute', 'POST', '/mis/payroll/compute', { month: THIS_MONTH, groupId: outsource.id }), `${lockedText}，不能重新核算`);
    expectFail(await send('misSalaryVariableEdit', 'PUT', '/mis/salaryVariable/edit', { id: imported?.id, workDays: 21, attendanceDays: 21 }), `${lockedText}，不能修改`);
    expectFail(await send('misSalaryVariableDelete', 'DELETE', `/mis/salaryVariable/delete?id=${imported?.id}`), `${lockedText}，不能修改`);
    const refused = await importFile(THIS_MONTH, [[a[0], a[1], '21', '21', '', '', '', '', '', '']]);
    expect(refused.body).toMatchObject({ code: 201, result: { successCount: 0, errorCount: 1 } });
    month.batchId = batchId;
    month.computed = result.computed;
  });

  it('A-GEN-04 the payslips of the locked month sent as messages, unlocked with the rule of later months, exported', async () => {
    const { app, token } = mock;
    const { a, b, batchId } = month;
    const outsource = { id: month.groupId };
    const imported = { id: month.importedId };
    const result = { computed: month.computed };
    // 发送工资条: the employee with a system account (the same 工号) gets it in 我的消息; the others are named.
    expectOk(await send('sysUserAdd', 'POST', '/sys/user/add', { username: 'payslip_reader', realname: b[1], password: 'pa55word', workNo: b[0] }), '添加成功！');
    const sent = await send('misPayrollSend', 'POST', `/mis/payroll/send?id=${batchId}`);
    expect(resultOf(sent)).toMatchObject({ total: result.computed, sent: 1 });
    expect(resultOf(sent).withoutAccount).toHaveLength(result.computed - 1);
    expect(resultOf(await send('misPayrollSend', 'POST', `/mis/payroll/send?id=${batchId}`)).sent).toBe(0);
    const reader = await loginAs(app, 'payslip_reader', 'pa55word');
    const mine = resultOf(await call(app, 'sysAnnountCementListByUser', { url: '/v1/sys/annountCement/listByUser', token: reader }));
    const notice = mine.sysMsgList.find((m) => m.titile === `${THIS_MONTH}工资条`);
    expect(notice).toBeDefined();
    expect(resultOf(await get('misPayslipList', `/mis/payslip/list?month=${THIS_MONTH}&workNo=${b[0]}`)).records[0]).toMatchObject({ sendStatus: '1', sendStatus_dictText: '已发送' });

    expectOk(await send('misPayrollUnlock', 'PUT', `/mis/payroll/unlock?id=${batchId}`), '解锁成功');
    expectFail(await send('misPayrollUnlock', 'PUT', `/mis/payroll/unlock?id=${batchId}`), '该月工资未锁定');
    const earlier = resultOf(await get('misPayrollList', `/mis/payroll/list?month=${LAST_MONTH}&groupId=${outsource.id}`)).records[0];
    // A month before a locked one stays locked: the later month's tax builds on it.
    const before = resultOf(await get('misPayrollList', `/mis/payroll/list?month=${chinaMonth(-2)}&groupId=${outsource.id}`)).records[0];
    expect(before?.status).toBe('2');
    expectFail(await send('misPayrollUnlock', 'PUT', `/mis/payroll/unlock?id=${before?.id}`), '已有后续月份锁定，不能解锁');
    expectOk(await send('misPayrollUnlock', 'PUT', `/mis/payroll/unlock?id=${earlier?.id}`), '解锁成功');
    expectFail(await send('misPayrollLock', 'PUT', '/mis/payroll/lock?id=nope'), '未找到对应数据');
    refusedFor(await send('misPayrollLock', 'PUT', '/mis/payroll/lock'), 'id');
    expectOk(await send('misSalaryVariableDelete', 'DELETE', `/mis/salaryVariable/delete?id=${imported?.id}`), '删除成功!');
    refusedFor(await send('misPayrollSend', 'POST', '/mis/payroll/send'), 'id');
    refusedFor(await send('misPayrollUnlock', 'PUT', '/mis/payroll/unlock'), 'id');
    refusedFor(await send('misSalaryVariableDelete', 'DELETE', '/mis/salaryVariable/delete'), 'id');
    refusedFor(await get('misSalaryVariableList', '/mis/salaryVariable/list?pageSize=abc'), 'pageSize');
    refusedFor(await get('misPayrollList', '/mis/payroll/list?status=123456789012'), 'status');

    // The payslips export: one column per pay item.
    const exportRaw = await callRaw(app, 'misPayslipExportXls', { url: `/v1/mis/payslip/exportXls?batchId=${batchId}&workNo=${a[0]}`, token });
    const sheet = await readSheet(exportRaw.raw);
    expect(sheet[2]).toEqual(['月份', '薪资组', '工号', '姓名', '部门', '应出勤', '实际出勤', '基本工资', '岗位津贴', '加班费', '绩效工资', '奖金', '误餐补助', '缺勤扣款', '其他扣款', '应发工资', '养老保险', '医疗保险', '失业保险', '住房公积金', '专项附加扣除', '个人所得税', '实发工资', '单位社保公积金', '用工成本']);
    expect(sheet[3]?.slice(0, 4)).toEqual([THIS_MONTH, '外包驻场薪资组', a[0], a[1]]);
    expect((await callRaw(app, 'misPayslipExportXls', { url: '/v1/mis/payslip/exportXls?column=nope', token })).contentType).toContain('json');
  });
});
