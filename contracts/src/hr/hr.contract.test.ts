// Contracts of the hr domain: the roster and its archive sections, the recycle bin, enrolment, resignation,
// regularisation, contracts, roster backups and recruitment candidates. Every answer is validated against the
// document by `call`; the tests check that writes change what later reads see.
import { beforeAll, describe, expect, it } from 'vitest';
import { newIdCard, validIdCard } from './id-cards';
import { mockPerFile, startMock, loginAs, call, callRaw, resultOf, expect400, expectFail, expectOk, multipart, readSheet, workbook, XLSX, type OperationId, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

type Page<T> = Omit<Schema<'PageResult'>, 'records'> & { records: T[] };
type Employee = Schema<'HrEmployee'>;
type Contract = Schema<'HrContract'>;
type Enrollment = Schema<'HrEnrollment'>;
type Candidate = Schema<'HrCandidate'>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const get = <Op extends OperationId>(op: Op, url: string) => call(mock.app, op, { url: `/v1${url}`, token: mock.token });
const send = <Op extends OperationId>(op: Op, method: Method, url: string, payload?: unknown) => call(mock.app, op, { method, url: `/v1${url}`, token: mock.token, ...(payload === undefined ? {} : { payload }) });
const page = async <Op extends OperationId>(op: Op, url: string) => resultOf(await get(op, url));
const roster = (query = '') => page('hrmEmployeeList', `/hrm/employee/list${query}`);
const recycle = (query = '') => page('misEmployeeRosterRecycleList', `/mis/employee/rosterRecycleList${query}`);
const contracts = (query = '') => page('misEmployeeGetEmpContract', `/mis/employee/getEmpContract${query}`);
const employee = async (id: string) => resultOf(await get('hrmEmployeeQueryById', `/hrm/employee/queryById?id=${id}`));
const q = encodeURIComponent;

/** China date, as the server dates things. */
const dayText = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

const wrongCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');
let mobiles = 0;
const newMobile = () => `1390000${String(1000 + ++mobiles)}`;

const projects = () => mock.app.store.data.departs.filter((d) => d.orgCategory === '4' && d.status !== '0');
const aProject = () => projects()[0] as (typeof mock.app.store.data.departs)[number];
const departOf = (projectId: string) => mock.app.store.data.departs.find((d) => d.id === projectId)?.parentId as string;

function employeeForm(overrides: Record<string, unknown> = {}) {
  const project = aProject();
  return {
    name: '测试员工',
    sex: '1',
    idCard: newIdCard('1995-06-18', '1'),
    mobile: newMobile(),
    departId: departOf(project.id),
    projectId: project.id,
    post: '客服代表',
    type: '1',
    entryDate: dayText(-10),
    probationMonths: 2,
    education: '3',
    ...overrides,
  };
}

/** Adds an employee and answers it as the roster lists it. */
async function addEmployee(overrides: Record<string, unknown> = {}): Promise<Employee> {
  const form = employeeForm(overrides);
  expectOk(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', form), '添加成功！');
  const [row] = (await roster(`?idCard=${form.idCard}`)).records;
  expect(row).toBeDefined();
  return row as Employee;
}

// ================================================================================================ roster

describe('hrmEmployeeList', () => {
  it('B-LIST-05 B-LIST-06 pages the seeded roster with dictionary texts, default sort createTime desc', async () => {
    const result = await roster('?pageNo=2&pageSize=20&field=id,,name,workNo');
    expect(result.total).toBeGreaterThanOrEqual(900);
    expect(result.total).toBeLessThanOrEqual(1000);
    expect(result).toMatchObject({ size: 20, current: 2, pages: Math.ceil(result.total / 20) });
    expect(result.records).toHaveLength(20);
    const times = result.records.map((r) => r.createTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    for (const row of result.records) {
      expect(['男', '女']).toContain(row.sex_dictText);
      expect(['外包人员', '管理人员']).toContain(row.type_dictText);
      expect(['试用', '正式', '离职']).toContain(row.status_dictText);
      expect(row.departId_dictText).toBe(mock.app.store.data.departs.find((d) => d.id === row.departId)?.departName);
    }
  });

  it('seeds realistic people: valid ID cards matching birthday and sex, mobiles 1[34578], most staff active', async () => {
    const all = (await roster('?pageSize=-521')).records;
    const active = all.filter((e) => e.status !== '3');
    expect(active.length / all.length).toBeGreaterThan(0.8);
    expect(all.filter((e) => e.type === '2').length).toBeGreaterThan(50);
    for (const e of all) {
      expect(validIdCard(e.idCard), e.idCard).toBe(true);
      expect(e.idCard.slice(6, 14)).toBe(e.birthday?.replaceAll('-', ''));
      expect(Number(e.idCard[16]) % 2 === 1 ? '1' : '2').toBe(e.sex);
      expect(e.mobile).toMatch(/^1[34578]\d{9}$/);
      expect(e.status === '3').toBe(e.leaveDate !== null);
      if (e.status === '2') expect(e.regularDate).not.toBeNull();
      if (e.projectId) expect(projects().map((p) => p.id)).toContain(e.projectId);
    }
    expect(new Set(all.map((e) => e.idCard)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.workNo)).size).toBe(all.length);
  });

  it('the seed is deterministic: a second mock lists the same roster', async () => {
    const other = await startMock();
    try {
      const first = await roster('?pageSize=5&column=workNo&order=asc');
      const again = await call(other, 'hrmEmployeeList', { url: '/v1/hrm/employee/list?pageSize=5&column=workNo&order=asc', token: await loginAs(other, 'admin') });
      expect(resultOf(again).records.map((r) => [r.id, r.name, r.idCard])).toEqual(first.records.map((r) => [r.id, r.name, r.idCard]));
    } finally {
      await other.close();
    }
  });

  it('B-LIST-05 filters by value prefixes, ranges, in-lists and superQuery, and sorts by column', async () => {
    const from = dayText(-365);
    const result = await roster(`?status=1,2&type=1&entryDate_begin=${from}&column=entryDate&order=asc&pageSize=50`);
    expect(result.total).toBeGreaterThan(0);
    for (const row of result.records) {
      expect(['1', '2']).toContain(row.status);
      expect(row.type).toBe('1');
      expect(row.entryDate >= from).toBe(true);
    }
    const dates = result.records.map((r) => r.entryDate);
    expect([...dates].sort()).toEqual(dates);

    const surname = (await roster('?pageSize=1')).records[0]?.name.slice(0, 1) as string;
    const named = await roster(`?name=${q(`${surname}*`)}&pageSize=100`);
    expect(named.total).toBeGreaterThan(0);
    expect(named.records.every((r) => r.name.startsWith(surname))).toBe(true);

    const conditions = q(JSON.stringify([{ field: 'leaveDate', rule: 'empty', val: '' }, { field: 'age', rule: 'ge', val: '40', type: 'number' }]));
    const older = await roster(`?superQueryParams=${conditions}&superQueryMatchType=and&pageSize=100`);
    expect(older.total).toBeGreaterThan(0);
    expect(older.records.every((r) => r.leaveDate === null && (r.age ?? 0) >= 40)).toBe(true);
  });

  it('answers the upstream message for an unknown sort column, and 400 for a malformed date range', async () => {
    expectFail(await get('hrmEmployeeList', '/hrm/employee/list?column=salary'), '请注意，将要排序的列字段不存在：salary');
    expect400(await get('hrmEmployeeList', '/hrm/employee/list?entryDate_begin=2024/01/01'), '参数错误：query.entryDate_begin 格式不正确');
  });
});

describe('hrmEmployeeAdd', () => {
  it('adds an employee: numbered by entry year, birthday from the ID card, 试用, with a 入职 change record', async () => {
    const entryDate = dayText(-3);
    const row = await addEmployee({ name: '林晓峰', entryDate, probationMonths: 3 });
    expect(row).toMatchObject({ name: '林晓峰', status: '1', status_dictText: '试用', birthday: '1995-06-18', delFlag: 0, createBy: 'admin', regularDate: null });
    expect(row.workNo).toMatch(new RegExp(`^${entryDate.slice(0, 4)}\\d{4}$`));
    const changes = await page('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${row.id}`);
    expect(changes.records).toMatchObject([{ changeType: '1', changeType_dictText: '入职', changeDate: entryDate, afterProjectId: row.projectId }]);
  });

  it('refuses a wrong check digit, a sex the ID card contradicts, a duplicate ID card and a department that is not a project', async () => {
    const good = employeeForm();
    expectFail(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', { ...good, idCard: wrongCheck(good.idCard) }), '请输入正确的身份证号码');
    expectFail(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', { ...good, sex: '2' }), '性别与身份证号不符');
    const seeded = (await roster('?pageSize=1')).records[0] as Employee;
    expectFail(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', { ...good, idCard: seeded.idCard, sex: seeded.sex }), '身份证号已存在');
    expectFail(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', { ...good, projectId: good.departId }), '所属项目不存在');
    expectFail(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', { ...good, workNo: seeded.workNo }), '工号已存在');
    expect((await roster(`?idCard=${good.idCard}`)).total).toBe(0);
  });

  it('a form without idCard, or with a mobile outside 1[34578], answers 400 naming the field', async () => {
    const { idCard: _omit, ...noIdCard } = employeeForm();
    expect400(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', noIdCard), '参数错误：body.idCard 不能为空');
    expect400(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', employeeForm({ mobile: '12345678901' })), '参数错误：body.mobile 格式不正确');
  });
});

describe('hrmEmployeeEdit and hrmEmployeeQueryById', () => {
  it('edits an employee; a new post writes a 调岗 change; queryById answers the new values with texts', async () => {
    const row = await addEmployee();
    const other = projects()[1] as (typeof mock.app.store.data.departs)[number];
    const form = { ...employeeForm(), id: row.id, idCard: row.idCard, mobile: row.mobile, name: '测试员工改', projectId: other.id, departId: departOf(other.id), post: '班组长', status: '2' };
    expectOk(await send('hrmEmployeeEdit', 'PUT', '/hrm/employee/edit', form), '编辑成功!');
    const edited = await employee(row.id);
    expect(edited).toMatchObject({ name: '测试员工改', post: '班组长', projectId: other.id, projectId_dictText: other.departName, status: '2', status_dictText: '正式', updateBy: 'admin' });
    expect(edited.regularDate).not.toBeNull();
    const changes = await page('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${row.id}`);
    expect(changes.records[0]).toMatchObject({ changeType: '3', changeType_dictText: '调岗', beforePost: '客服代表', afterPost: '班组长', beforeProjectId: row.projectId, afterProjectId: other.id, afterProjectId_dictText: other.departName });
  });

  it('edit of an unknown id, or without id, answers the business error; a bad sex answers 400', async () => {
    expectFail(await send('hrmEmployeeEdit', 'PUT', '/hrm/employee/edit', { ...employeeForm(), id: 'nope' }), '未找到对应数据');
    expectFail(await send('hrmEmployeeEdit', 'PUT', '/hrm/employee/edit', employeeForm()), '参数错误：body.id 不能为空');
    expect400(await send('hrmEmployeeEdit', 'PUT', '/hrm/employee/edit', { ...employeeForm(), id: 'x', sex: '3' }), '参数错误：body.sex 取值应为 1/2 之一');
  });

  it('queryById without id answers 400; an unknown id answers 未找到对应数据', async () => {
    expect400(await get('hrmEmployeeQueryById', '/hrm/employee/queryById'), '参数错误：query.id 不能为空');
    expectFail(await get('hrmEmployeeQueryById', '/hrm/employee/queryById?id=unknown'), '未找到对应数据');
  });
});

describe('hrmEmployeeDetail', () => {
  it('answers the employee with every archive section, each belonging to the employee and newest first', async () => {
    const seeded = (await roster('?status=2&column=entryDate&order=asc&pageSize=1')).records[0] as Employee;
    const answer = await get('hrmEmployeeDetail', `/hrm/employee/detail?id=${seeded.id}`);
    const detail = resultOf(answer);
    expect(detail.employee).toMatchObject({ id: seeded.id, name: seeded.name });
    for (const section of [detail.educations, detail.works, detail.families, detail.certificates, detail.contracts, detail.changes]) {
      expect(section.every((row) => row.employeeId === seeded.id)).toBe(true);
    }
    expect(detail.educations.length).toBeGreaterThan(0);
    expect(detail.families.length).toBeGreaterThan(0);
    expect(detail.contracts.length).toBeGreaterThan(0);
    expect(detail.changes.map((c) => c.changeType)).toContain('1');
    const starts = detail.educations.map((e) => e.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(detail.families.filter((f) => f.isEmergency === '1').map((f) => f.name)).toEqual([seeded.emergencyContact]);
  });

  it('an unknown id answers 未找到对应数据, no id answers 400', async () => {
    expectFail(await get('hrmEmployeeDetail', '/hrm/employee/detail?id=unknown'), '未找到对应数据');
    expect400(await get('hrmEmployeeDetail', '/hrm/employee/detail'), '参数错误：query.id 不能为空');
  });
});

// ================================================================================================ recycle bin

describe('delete to the recycle bin, recover, real delete', () => {
  it('B-LIST-08 B-LIST-10 delete (id) moves one employee to the recycle bin; recover (id) puts it back', async () => {
    const row = await addEmployee();
    expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${row.id}`), '删除成功!');
    expect((await roster(`?idCard=${row.idCard}`)).total).toBe(0);
    expectFail(await get('hrmEmployeeQueryById', `/hrm/employee/queryById?id=${row.id}`), '未找到对应数据');
    const bin = await recycle();
    expect(bin.records[0]).toMatchObject({ id: row.id, delFlag: 1, updateBy: 'admin' });
    expectOk(await send('misEmployeeRecover', 'PUT', `/mis/employee/recover?id=${row.id}`), '还原成功!');
    expect((await roster(`?idCard=${row.idCard}`)).records[0]).toMatchObject({ id: row.id, delFlag: 0 });
    expect((await recycle(`?idCard=${row.idCard}`)).total).toBe(0);
  });

  it('B-LIST-07 B-LIST-09 deleteBatch (ids "a,b,") and recoverBatch (ids) move several at once', async () => {
    const a = await addEmployee();
    const b = await addEmployee();
    expectOk(await send('hrmEmployeeDeleteBatch', 'DELETE', `/hrm/employee/deleteBatch?ids=${a.id},${b.id},`), '批量删除成功!');
    expect((await recycle(`?id=${q(`${a.id},${b.id}`)}`)).total).toBe(2);
    expectOk(await send('misEmployeeRecoverBatch', 'PUT', `/mis/employee/recoverBatch?ids=${a.id},${b.id},`), '批量还原成功!');
    expect((await roster(`?id=${q(`${a.id},${b.id}`)}`)).total).toBe(2);
  });

  it('a person cannot be added twice while in the recycle bin, nor recovered over a clashing ID card', async () => {
    const row = await addEmployee();
    expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${row.id}`), '删除成功!');
    const again = { ...employeeForm(), idCard: row.idCard, sex: row.sex };
    expectFail(await send('hrmEmployeeAdd', 'POST', '/hrm/employee/add', again), '身份证号已存在于花名册回收站，请从回收站还原');
    // A clash that only a data repair could make: another roster row now holds the same ID card.
    const other = await addEmployee();
    const stored = mock.app.store.data.employees.find((e) => e.id === other.id);
    if (stored) stored.idCard = row.idCard;
    expectFail(await send('misEmployeeRecover', 'PUT', `/mis/employee/recover?id=${row.id}`), `身份证号与花名册中的员工重复，无法还原：${row.name}`);
    expectFail(await send('misEmployeeRecoverBatch', 'PUT', `/mis/employee/recoverBatch?ids=${row.id}`), `身份证号与花名册中的员工重复，无法还原：${row.name}`);
    expect((await recycle(`?id=${row.id}`)).total).toBe(1);
  });

  it('realDelete removes recycle-bin employees for good with their sections and contracts, never roster ones', async () => {
    const row = await addEmployee();
    expectOk(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { employeeId: row.id, contractType: '2', startDate: row.entryDate, endDate: dayText(700) }), '添加成功！');
    expectOk(await send('hrmEmployeeAddEducation', 'POST', '/hrm/employee/addEducation', { employeeId: row.id, school: '北京电子科技职业学院', education: '3', startDate: '2013-09-01', endDate: '2016-06-30' }), '添加成功！');
    expectFail(await send('misEmployeeRealDelete', 'DELETE', `/mis/employee/realDelete?ids=${row.id}`), '只能彻底删除回收站中的员工');
    expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${row.id}`), '删除成功!');
    expect((await contracts(`?employeeId=${row.id}`)).total).toBe(0);
    expectOk(await send('misEmployeeRealDelete', 'DELETE', `/mis/employee/realDelete?ids=${row.id},`), '彻底删除成功!');
    expect((await recycle(`?id=${row.id}`)).total).toBe(0);
    expect(mock.app.store.data.employees.some((e) => e.id === row.id)).toBe(false);
    expect(mock.app.store.data.hrContracts.some((c) => c.employeeId === row.id)).toBe(false);
    expect((await page('hrmEmployeeListEducationByMainId', `/hrm/employee/listEducationByMainId?employeeId=${row.id}`)).total).toBe(0);
    expectFail(await send('misEmployeeRecover', 'PUT', `/mis/employee/recover?id=${row.id}`), '未找到对应数据');
  });

  it('unknown ids answer 未找到对应数据; missing ones answer 400', async () => {
    expectFail(await send('hrmEmployeeDelete', 'DELETE', '/hrm/employee/delete?id=unknown'), '未找到对应数据');
    expectFail(await send('hrmEmployeeDeleteBatch', 'DELETE', '/hrm/employee/deleteBatch?ids=unknown,'), '未找到对应数据');
    expectFail(await send('misEmployeeRecoverBatch', 'PUT', '/mis/employee/recoverBatch?ids=unknown'), '未找到对应数据');
    expectFail(await send('misEmployeeRealDelete', 'DELETE', '/mis/employee/realDelete?ids=unknown'), '未找到对应数据');
    expect400(await send('hrmEmployeeDelete', 'DELETE', '/hrm/employee/delete'), '参数错误：query.id 不能为空');
    expect400(await send('hrmEmployeeDeleteBatch', 'DELETE', '/hrm/employee/deleteBatch'), '参数错误：query.ids 不能为空');
    expect400(await send('misEmployeeRecover', 'PUT', '/mis/employee/recover'), '参数错误：query.id 不能为空');
    expect400(await send('misEmployeeRecoverBatch', 'PUT', '/mis/employee/recoverBatch'), '参数错误：query.ids 不能为空');
    expect400(await send('misEmployeeRealDelete', 'DELETE', '/mis/employee/realDelete'), '参数错误：query.ids 不能为空');
    expect400(await get('misEmployeeRosterRecycleList', '/mis/employee/rosterRecycleList?pageNo=abc'), '参数错误：query.pageNo 类型应为 integer');
  });
});

// ================================================================================================ export / import

describe('hrmEmployeeExportXls', () => {
  it('B-IMPORT-14 exports a real workbook of the filtered roster, or only the selections', async () => {
    const filter = `status=1&type=1`;
    const answer = await callRaw(mock.app, 'hrmEmployeeExportXls', { url: `/v1/hrm/employee/exportXls?${filter}`, token: mock.token });
    expect(answer.contentType).toBe(XLSX);
    const rows = await readSheet(answer.raw);
    expect(rows[0]?.[0]).toBe('员工花名册');
    expect(rows[2]?.slice(0, 6)).toEqual(['工号', '姓名', '性别', '身份证号', '出生日期', '手机号']);
    expect(rows.length - 3).toBe((await roster(`?${filter}`)).total);
    expect(rows.slice(3).every((row) => row[rows[2]?.indexOf('员工状态') ?? -1] === '试用')).toBe(true);

    const [a, b] = (await roster('?pageSize=2')).records as [Employee, Employee];
    const selected = await readSheet((await callRaw(mock.app, 'hrmEmployeeExportXls', { url: `/v1/hrm/employee/exportXls?selections=${a.id},${b.id}`, token: mock.token })).raw);
    expect(selected.slice(3).map((row) => row[0]).sort()).toEqual([a.workNo, b.workNo].sort());
  });

  it('B-IMPORT-16 takes the list parameters as paramsStr (export method two)', async () => {
    const params = q(encodeURI(JSON.stringify({ status: '3', column: 'leaveDate', order: 'desc' })));
    const rows = await readSheet((await callRaw(mock.app, 'hrmEmployeeExportXls', { url: `/v1/hrm/employee/exportXls?paramsStr=${params}`, token: mock.token })).raw);
    expect(rows.length - 3).toBe((await roster('?status=3')).total);
    const leaveColumn = rows[2]?.indexOf('离职日期') ?? -1;
    const leaves = rows.slice(3).map((row) => row[leaveColumn] ?? '');
    expect([...leaves].sort().reverse()).toEqual(leaves);
  });

  it('a refused query or a paramsStr that is not JSON answers the envelope', async () => {
    const bad = await callRaw(mock.app, 'hrmEmployeeExportXls', { url: '/v1/hrm/employee/exportXls?column=nope', token: mock.token });
    expect(bad.contentType).toContain('application/json');
    expect(JSON.parse(bad.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
    const junk = await callRaw(mock.app, 'hrmEmployeeExportXls', { url: '/v1/hrm/employee/exportXls?paramsStr=%7Bnot-json', token: mock.token });
    expect(JSON.parse(junk.raw.toString())).toMatchObject({ success: false, message: '导出参数格式不正确：paramsStr 不是合法的 JSON' });
  });
});

describe('hrmEmployeeImportExcel', () => {
  const HEAD = ['姓名', '性别', '身份证号', '手机号', '所属部门', '所属项目', '岗位', '用工类型', '员工状态', '入职日期', '学历'];

  it('B-IMPORT-06 B-IMPORT-07 imports good rows and answers 201 with an error report for the bad ones', async () => {
    const project = aProject();
    const good = newIdCard('1998-02-03', '2');
    const file = await workbook([
      HEAD,
      ['导入员工甲', '女', good, newMobile(), '', project.departName, '客服代表', '外包人员', '试用', dayText(-1), '大专'],
      ['导入员工乙', '男', wrongCheck(newIdCard('1990-01-01', '1')), newMobile(), '', project.departName, '', '', '', dayText(-1), ''],
      ['导入员工丙', '男', newIdCard('1991-01-01', '1'), newMobile(), '不存在的部门', '', '', '', '', dayText(-1), ''],
      ['导入员工丁', '男', newIdCard('1992-01-01', '1'), newMobile(), '', project.departName, '', '', '离职', dayText(-1), ''],
    ]);
    const body = multipart({ isSingleTableImport: 'true' }, { field: 'files[]', name: 'roster.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'hrmEmployeeImportExcel', { method: 'POST', url: '/v1/hrm/employee/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    const result = resultOf(answer);
    expect(result).toMatchObject({ totalCount: 4, successCount: 1, errorCount: 3, msg: '总上传行数：4，已导入行数：1，错误行数：3' });
    expect(result.fileName).toMatch(/\.xlsx$/);
    expect((await roster(`?idCard=${good}`)).records[0]).toMatchObject({ name: '导入员工甲', sex: '2', departId: project.parentId, projectId: project.id, education: '3', type: '1' });
    const report = await readSheet((await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${result.fileUrl}` })).raw);
    expect(report.slice(3).map((row) => row.at(-1))).toEqual(['请输入正确的身份证号码', '所属部门不存在：不存在的部门', '员工状态只能填写试用或正式（离职请通过离职管理办理）']);
  });

  it('an exported roster re-imports as duplicates; a file of good rows answers 200', async () => {
    const exported = (await callRaw(mock.app, 'hrmEmployeeExportXls', { url: '/v1/hrm/employee/exportXls?pageSize=10&selections=' + (await roster('?pageSize=1')).records[0]?.id, token: mock.token })).raw;
    const dup = multipart({}, { name: 'export.xlsx', type: XLSX, content: exported });
    const dupAnswer = await call(mock.app, 'hrmEmployeeImportExcel', { method: 'POST', url: '/v1/hrm/employee/importExcel', token: mock.token, headers: dup.headers, payload: dup.payload });
    expect(dupAnswer.body).toMatchObject({ code: 201, result: { errorCount: 1, successCount: 0 } });

    const project = aProject();
    const file = await workbook([HEAD, ['导入员工戊', '男', newIdCard('1993-03-03', '1'), newMobile(), project.orgCode.slice(0, -3), project.orgCode, '', '', '', dayText(-2), '']]);
    const body = multipart({}, { name: 'ok.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'hrmEmployeeImportExcel', { method: 'POST', url: '/v1/hrm/employee/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
  });

  it('a file that is not Excel answers the reason; no file answers naming the field', async () => {
    const junk = multipart({}, { name: 'x.xlsx', type: XLSX, content: Buffer.from('not a workbook') });
    expectFail(await call(mock.app, 'hrmEmployeeImportExcel', { method: 'POST', url: '/v1/hrm/employee/importExcel', token: mock.token, headers: junk.headers, payload: junk.payload }), '文件导入失败:文件不是有效的Excel(.xlsx)文件');
    const empty = multipart({ other: '1' });
    expectFail(await call(mock.app, 'hrmEmployeeImportExcel', { method: 'POST', url: '/v1/hrm/employee/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
  });
});

// ================================================================================================ archive sections

interface SectionSpec {
  name: string;
  list: OperationId;
  add: OperationId;
  edit: OperationId;
  del: OperationId;
  path: string;
  form: (employeeId: string) => Record<string, unknown>;
  change: Record<string, unknown>;
  /** A form the business rule refuses, and the message. */
  refused: [Record<string, unknown>, string];
  /** A field the schema refuses. */
  invalid: [Record<string, unknown>, string];
  texts: Record<string, string>;
  table: 'hrEducations' | 'hrWorks' | 'hrFamilies' | 'hrCertificates';
}

const SECTIONS: SectionSpec[] = [
  {
    name: '教育经历',
    list: 'hrmEmployeeListEducationByMainId',
    add: 'hrmEmployeeAddEducation',
    edit: 'hrmEmployeeEditEducation',
    del: 'hrmEmployeeDeleteEducation',
    path: 'Education',
    table: 'hrEducations',
    form: (employeeId) => ({ employeeId, school: '华中师范大学', major: '汉语言文学', education: '4', degree: '学士', studyMode: '2', startDate: '2017-03-01', endDate: '2019-07-01' }),
    change: { major: '新闻学' },
    refused: [{ startDate: '2019-09-01', endDate: '2019-07-01' }, '毕业日期不能早于入学日期'],
    invalid: [{ education: '9' }, '参数错误：body.education 取值应为 1/2/3/4/5/6 之一'],
    texts: { education_dictText: '本科', studyMode_dictText: '非全日制' },
  },
  {
    name: '工作经历',
    list: 'hrmEmployeeListWorkByMainId',
    add: 'hrmEmployeeAddWork',
    edit: 'hrmEmployeeEditWork',
    del: 'hrmEmployeeDeleteWork',
    path: 'Work',
    table: 'hrWorks',
    form: (employeeId) => ({ employeeId, company: '湖北楚天通信有限公司', post: '装维工程师', startDate: '2014-03-01', endDate: '2018-05-31', leaveReason: '合同到期', witness: '周志刚', witnessPhone: '027-87654321' }),
    change: { post: '装维班长' },
    refused: [{ startDate: '2018-06-01', endDate: '2018-05-31' }, '结束日期不能早于开始日期'],
    invalid: [{ witnessPhone: '电话' }, '参数错误：body.witnessPhone 格式不正确'],
    texts: {},
  },
  {
    name: '家庭成员',
    list: 'hrmEmployeeListFamilyByMainId',
    add: 'hrmEmployeeAddFamily',
    edit: 'hrmEmployeeEditFamily',
    del: 'hrmEmployeeDeleteFamily',
    path: 'Family',
    table: 'hrFamilies',
    form: (employeeId) => ({ employeeId, name: '刘红', relation: '3', mobile: '18971234567', workUnit: '武汉市第一医院', isEmergency: '1' }),
    change: { workUnit: '武汉协和医院' },
    refused: [{ mobile: null }, '紧急联系人须填写联系电话'],
    invalid: [{ relation: '9' }, '参数错误：body.relation 取值应为 1/2/3/4/5/6 之一'],
    texts: { relation_dictText: '配偶', isEmergency_dictText: '是' },
  },
  {
    name: '证书资质',
    list: 'hrmEmployeeListCertificateByMainId',
    add: 'hrmEmployeeAddCertificate',
    edit: 'hrmEmployeeEditCertificate',
    del: 'hrmEmployeeDeleteCertificate',
    path: 'Certificate',
    table: 'hrCertificates',
    form: (employeeId) => ({ employeeId, certName: '低压电工作业操作证', certNo: 'T420106199003157713', issuer: '武汉市应急管理局', issueDate: '2021-06-15', expireDate: '2027-06-14', scan: 'certificates/cert_1700000000000.png' }),
    change: { certNo: 'T420106199003157799' },
    refused: [{ expireDate: '2020-01-01' }, '有效期不能早于发证日期'],
    invalid: [{ issueDate: '2021-13-01' }, '参数错误：body.issueDate 格式不正确'],
    texts: {},
  },
];

describe.each(SECTIONS)('archive section $name', (spec) => {
  const listUrl = (employeeId: string) => `/hrm/employee/list${spec.path}ByMainId?employeeId=${employeeId}`;
  /** The section's rows: the operation is one of four, so its answer is typed by what the four share. */
  const sectionPage = async (employeeId: string) => resultOf(await get(spec.list, listUrl(employeeId))) as Page<Record<string, unknown> & { id: string; employeeId: string }>;

  it('lists the seeded rows of one employee only, with dictionary texts', async () => {
    const rows: Array<{ employeeId: string }> = mock.app.store.data[spec.table];
    const owner = mock.app.store.data.employees.find((e) => e.delFlag === 0 && rows.some((r) => r.employeeId === e.id)) as { id: string };
    const result = await sectionPage(owner.id);
    expect(result.total).toBeGreaterThan(0);
    expect(result.records.every((r) => r.employeeId === owner.id)).toBe(true);
  });

  it('adds, edits and deletes a row, each step seen by the next read', async () => {
    const owner = await addEmployee();
    expectOk(await send(spec.add, 'POST', `/hrm/employee/add${spec.path}`, spec.form(owner.id)), '添加成功！');
    const [added] = (await sectionPage(owner.id)).records;
    expect(added).toMatchObject({ ...spec.form(owner.id), ...spec.texts, createBy: 'admin' });
    expectOk(await send(spec.edit, 'PUT', `/hrm/employee/edit${spec.path}`, { ...spec.form(owner.id), ...spec.change, id: added?.id }), '编辑成功!');
    expect((await sectionPage(owner.id)).records[0]).toMatchObject({ ...spec.change, updateBy: 'admin' });
    expectOk(await send(spec.del, 'DELETE', `/hrm/employee/delete${spec.path}?id=${added?.id}`), '删除成功!');
    expect((await sectionPage(owner.id)).total).toBe(0);
  });

  it('refuses the business rule, an employee not on the roster, and unknown or missing ids', async () => {
    const owner = await addEmployee();
    expectFail(await send(spec.add, 'POST', `/hrm/employee/add${spec.path}`, { ...spec.form(owner.id), ...spec.refused[0] }), spec.refused[1]);
    expectFail(await send(spec.add, 'POST', `/hrm/employee/add${spec.path}`, spec.form('nobody')), '员工不存在或已删除');
    expectFail(await send(spec.edit, 'PUT', `/hrm/employee/edit${spec.path}`, { ...spec.form(owner.id), id: 'unknown' }), '未找到对应数据');
    expectFail(await send(spec.edit, 'PUT', `/hrm/employee/edit${spec.path}`, spec.form(owner.id)), '参数错误：body.id 不能为空');
    expectFail(await send(spec.del, 'DELETE', `/hrm/employee/delete${spec.path}?id=unknown`), '未找到对应数据');
    expect((await sectionPage(owner.id)).total).toBe(0);
  });

  it('answers 400 naming the field for a list without employeeId, a bad field and a delete without id', async () => {
    expect400(await get(spec.list, `/hrm/employee/list${spec.path}ByMainId`), '参数错误：query.employeeId 不能为空');
    expect400(await send(spec.add, 'POST', `/hrm/employee/add${spec.path}`, { ...spec.form('x'), ...spec.invalid[0] }), spec.invalid[1]);
    expect400(await send(spec.edit, 'PUT', `/hrm/employee/edit${spec.path}`, { ...spec.form('x'), ...spec.invalid[0], id: 'x' }), spec.invalid[1]);
    expect400(await send(spec.del, 'DELETE', `/hrm/employee/delete${spec.path}`), '参数错误：query.id 不能为空');
  });
});

describe('hrmEmployeeListChangeByMainId', () => {
  it('lists the change records of one employee, newest first', async () => {
    const left = (await roster('?status=3&pageSize=1')).records[0] as Employee;
    const result = await page('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${left.id}`);
    expect(result.records.every((c) => c.employeeId === left.id)).toBe(true);
    expect(result.records[0]).toMatchObject({ changeType: '4', changeType_dictText: '离职', changeDate: left.leaveDate, beforeDepartId: left.departId });
    expect(result.records.at(-1)).toMatchObject({ changeType: '1', changeDate: left.entryDate });
  });

  it('without employeeId, or with a page size over the limit, answers 400', async () => {
    expect400(await get('hrmEmployeeListChangeByMainId', '/hrm/employee/listChangeByMainId'), '参数错误：query.employeeId 不能为空');
    expect400(await get('hrmEmployeeListChangeByMainId', '/hrm/employee/listChangeByMainId?employeeId=x&pageSize=20000'), '参数错误：query.pageSize 不能大于 10000');
  });
});

// ================================================================================================ contracts

describe('employee contracts', () => {
  it('lists contracts of roster employees, soonest end first, with days to expiry and texts', async () => {
    const result = await contracts('?status=1&pageSize=30');
    expect(result.total).toBeGreaterThan(500);
    const ends = result.records.map((c) => c.endDate);
    expect([...ends].sort()).toEqual(ends);
    const today = dayText();
    for (const c of result.records) {
      expect(c).toMatchObject({ status_dictText: '生效中' });
      expect(['劳动合同', '劳务派遣', '实习协议']).toContain(c.contractType_dictText);
      expect(c.contractNo).toMatch(/^HT\d{9}$/);
      expect(c.daysToExpire).toBe(Math.round((Date.parse(c.endDate) - Date.parse(today)) / 86_400_000));
      expect(c.endDate >= today).toBe(true);
    }
    const seeded = await employee(result.records[0]?.employeeId as string);
    expect(seeded.contractEndDate).toBe(result.records[0]?.endDate);
  });

  it('signs a first contract for an employee without one, then refuses a second while it runs', async () => {
    const row = await addEmployee();
    expect(row.contractEndDate).toBeNull();
    const form = { employeeId: row.id, contractType: '2', startDate: row.entryDate, endDate: dayText(720), probationMonths: 2 };
    expectOk(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', form), '添加成功！');
    const [signed] = (await contracts(`?employeeId=${row.id}`)).records as [Contract];
    expect(signed).toMatchObject({ signType: '1', signType_dictText: '新签', contractType_dictText: '劳务派遣', status: '1', name: row.name, workNo: row.workNo, daysToExpire: 720 });
    expect((await employee(row.id)).contractEndDate).toBe(dayText(720));
    expectFail(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', form), `该员工已有生效中的合同（合同编号 ${signed.contractNo}），请办理续签`);
    expectFail(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { ...form, employeeId: 'nobody' }), '员工不存在或已删除');
  });

  it('refuses an end before the start, a taken contract number, and answers 400 for an unknown type', async () => {
    const row = await addEmployee();
    const taken = (await contracts('?pageSize=1')).records[0]?.contractNo;
    expectFail(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { employeeId: row.id, contractType: '1', startDate: '2025-01-01', endDate: '2024-12-31' }), '合同结束日期必须晚于开始日期');
    expectFail(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { employeeId: row.id, contractType: '1', startDate: '2025-01-01', endDate: '2027-12-31', contractNo: taken }), '合同编号已存在');
    expect400(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { employeeId: row.id, contractType: '9', startDate: '2025-01-01', endDate: '2027-12-31' }), '参数错误：body.contractType 取值应为 1/2/3 之一');
  });

  it('edits a contract in force; the employee follows its end date; queryById answers it', async () => {
    const row = await addEmployee();
    expectOk(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { employeeId: row.id, contractType: '2', startDate: row.entryDate, endDate: dayText(365) }), '添加成功！');
    const [signed] = (await contracts(`?employeeId=${row.id}`)).records as [Contract];
    expectOk(await send('misEmployeeEditEmpContract', 'PUT', '/mis/employee/editEmpContract', { id: signed.id, employeeId: row.id, contractType: '1', startDate: row.entryDate, endDate: dayText(400), remark: '改签劳动合同' }), '编辑成功!');
    const byId = await get('misEmployeeQueryEmpContractById', `/mis/employee/queryEmpContractById?id=${signed.id}`);
    expect(byId.body.result).toMatchObject({ id: signed.id, contractType: '1', contractType_dictText: '劳动合同', endDate: dayText(400), remark: '改签劳动合同', updateBy: 'admin' });
    expect((await employee(row.id)).contractEndDate).toBe(dayText(400));
  });

  it('edit and queryById of unknown ids answer 未找到对应数据; missing ids answer the error or 400', async () => {
    expectFail(await send('misEmployeeEditEmpContract', 'PUT', '/mis/employee/editEmpContract', { id: 'unknown', employeeId: 'x', contractType: '1', startDate: '2025-01-01', endDate: '2026-01-01' }), '未找到对应数据');
    expectFail(await send('misEmployeeEditEmpContract', 'PUT', '/mis/employee/editEmpContract', { employeeId: 'x', contractType: '1', startDate: '2025-01-01', endDate: '2026-01-01' }), '参数错误：body.id 不能为空');
    expectFail(await get('misEmployeeQueryEmpContractById', '/mis/employee/queryEmpContractById?id=unknown'), '未找到对应数据');
    expect400(await get('misEmployeeQueryEmpContractById', '/mis/employee/queryEmpContractById'), '参数错误：query.id 不能为空');
    expect400(await send('misEmployeeEditEmpContract', 'PUT', '/mis/employee/editEmpContract', { id: 'x', employeeId: 'x', contractType: '1', startDate: '2025-01-01' }), '参数错误：body.endDate 不能为空');
  });

  it('renews a contract: the old one becomes 已续签, a 续签 one follows, the employee end date moves; twice is refused', async () => {
    const [running] = (await contracts('?status=1&signType=1&pageSize=1')).records as [Contract];
    const newEnd = '2031-12-31';
    expectOk(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: running.id, endDate: newEnd, contractType: '1', remark: '转为直签劳动合同' }), '续签成功！');
    const mine = (await contracts(`?employeeId=${running.employeeId}&column=startDate&order=desc`)).records;
    expect(mine[0]).toMatchObject({ previousId: running.id, signType: '2', signType_dictText: '续签', contractType: '1', startDate: dayAfter(running.endDate), endDate: newEnd, status: '1', remark: '转为直签劳动合同' });
    expect(mine[0]?.contractNo).not.toBe(running.contractNo);
    expect(mine.find((c) => c.id === running.id)).toMatchObject({ status: '4', status_dictText: '已续签' });
    expect((await employee(running.employeeId)).contractEndDate).toBe(newEnd);
    expectFail(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: running.id, endDate: '2032-12-31' }), '该合同已续签，请勿重复操作');
    expectFail(await send('misEmployeeDeleteEmpContract', 'DELETE', `/mis/employee/deleteEmpContract?id=${running.id}`), '已续签的合同不能删除');
  });

  it('refuses to renew a terminated contract or one ending before it starts; a bad end date answers 400', async () => {
    const [terminated] = (await page('misEmployeeGetEmpContract', '/mis/employee/getEmpContract?status=3&pageSize=1')).records as [Contract];
    expectFail(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: terminated.id, endDate: '2031-12-31' }), '已终止的合同不能续签');
    const [running] = (await contracts('?status=1&pageSize=1&column=endDate&order=desc')).records as [Contract];
    expectFail(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: running.id, startDate: '2040-01-01', endDate: '2039-12-31' }), '合同结束日期必须晚于开始日期');
    expectFail(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: 'unknown', endDate: '2031-12-31' }), '未找到对应数据');
    expect400(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: running.id, endDate: '31/12/2031' }), '参数错误：body.endDate 格式不正确');
  });

  it('deletes a renewal made by mistake: the renewed contract is back in force', async () => {
    const [running] = (await contracts('?status=1&signType=1&pageSize=1&pageNo=3')).records as [Contract];
    expectOk(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: running.id, endDate: '2030-06-30' }), '续签成功！');
    const renewal = (await contracts(`?previousId=${running.id}`)).records[0] as Contract;
    expectOk(await send('misEmployeeDeleteEmpContract', 'DELETE', `/mis/employee/deleteEmpContract?id=${renewal.id}`), '删除成功!');
    expect((await contracts(`?employeeId=${running.employeeId}`)).records.find((c) => c.id === running.id)).toMatchObject({ status: '1' });
    expect((await employee(running.employeeId)).contractEndDate).toBe(running.endDate);
    expectFail(await send('misEmployeeDeleteEmpContract', 'DELETE', '/mis/employee/deleteEmpContract?id=unknown'), '未找到对应数据');
    expect400(await send('misEmployeeDeleteEmpContract', 'DELETE', '/mis/employee/deleteEmpContract'), '参数错误：query.id 不能为空');
  });

  it('exports the filtered contracts; a refused query answers the envelope', async () => {
    const rows = await readSheet((await callRaw(mock.app, 'misEmployeeExportEmpContractXls', { url: '/v1/mis/employee/exportEmpContractXls?contractType=3', token: mock.token })).raw);
    expect(rows[0]?.[0]).toBe('员工合同');
    expect(rows.length - 3).toBe((await contracts('?contractType=3')).total);
    expect(rows.slice(3).every((row) => row[5] === '实习协议')).toBe(true);
    const bad = await callRaw(mock.app, 'misEmployeeExportEmpContractXls', { url: '/v1/mis/employee/exportEmpContractXls?column=salary', token: mock.token });
    expect(JSON.parse(bad.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    const invalid = await callRaw(mock.app, 'misEmployeeExportEmpContractXls', { url: '/v1/mis/employee/exportEmpContractXls?endDate_end=soon', token: mock.token });
    expect(invalid.status).toBe(400);
  });

  it('the list refuses a malformed range with 400', async () => {
    expect400(await get('misEmployeeGetEmpContract', '/mis/employee/getEmpContract?endDate_begin=20250101'), '参数错误：query.endDate_begin 格式不正确');
  });
});

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// ================================================================================================ enrolment

function enrollmentForm(overrides: Record<string, unknown> = {}) {
  const project = aProject();
  return {
    name: '陈思远',
    sex: '1',
    idCard: newIdCard('1998-07-25', '1'),
    mobile: newMobile(),
    departId: departOf(project.id),
    projectId: project.id,
    post: '客服代表',
    type: '1',
    planEntryDate: dayText(7),
    contractType: '2',
    materials: '1,2,5',
    ...overrides,
  };
}

const enrollments = (query = '') => page('hrmRelationEnrollmentList', `/hrm/relation/enrollment/list${query}`);

async function addEnrollment(overrides: Record<string, unknown> = {}): Promise<Enrollment> {
  const form = enrollmentForm(overrides);
  expectOk(await send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', form), '添加成功！');
  return (await enrollments(`?idCard=${form.idCard}&status=0`)).records[0] as Enrollment;
}

describe('enrolment', () => {
  it('lists enrolments with texts; the seeded approved ones point at roster employees', async () => {
    const done = await enrollments('?status=1&pageSize=100');
    expect(done.total).toBeGreaterThan(0);
    for (const row of done.records) {
      expect(row.status_dictText).toBe('已入职');
      const joined = await employee(row.employeeId as string);
      expect(joined).toMatchObject({ idCard: row.idCard, entryDate: row.entryDate });
    }
    const waiting = await enrollments('?status=0');
    expect(waiting.records.every((r) => r.status_dictText === '待入职' && r.employeeId === null)).toBe(true);
    expect400(await get('hrmRelationEnrollmentList', '/hrm/relation/enrollment/list?planEntryDate_end=tomorrow'), '参数错误：query.planEntryDate_end 格式不正确');
  });

  it('adds a 待入职 enrolment with default probation and contract term; edit changes it', async () => {
    const row = await addEnrollment();
    expect(row).toMatchObject({ name: '陈思远', status: '0', probationMonths: 3, contractYears: 2, contractType_dictText: '劳务派遣', materials_dictText: '身份证复印件,学历证书,银行卡复印件', createBy: 'admin' });
    expectOk(await send('hrmRelationEnrollmentEdit', 'PUT', '/hrm/relation/enrollment/edit', { ...enrollmentForm(), id: row.id, idCard: row.idCard, mobile: row.mobile, planEntryDate: dayText(14), materials: '1,2,4,5,6' }), '编辑成功!');
    const byId = resultOf(await get('hrmRelationEnrollmentQueryById', `/hrm/relation/enrollment/queryById?id=${row.id}`));
    expect(byId).toMatchObject({ planEntryDate: dayText(14), materials: '1,2,4,5,6', updateBy: 'admin' });
  });

  it('refuses a bad ID card, someone already working here and a second waiting enrolment', async () => {
    const form = enrollmentForm();
    expectFail(await send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', { ...form, idCard: wrongCheck(form.idCard) }), '请输入正确的身份证号码');
    const working = (await roster('?status=2&pageSize=1')).records[0] as Employee;
    expectFail(await send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', { ...form, idCard: working.idCard, sex: working.sex }), '该人员已在职，不能重复办理入职');
    const waiting = await addEnrollment();
    expectFail(await send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', { ...form, idCard: waiting.idCard }), '该身份证号已有待入职记录');
    expect400(await send('hrmRelationEnrollmentAdd', 'POST', '/hrm/relation/enrollment/add', { ...form, contractType: '4' }), '参数错误：body.contractType 取值应为 1/2/3 之一');
  });

  it('approval puts the person on the roster with a first contract and a 入职 change; the detail shows it all', async () => {
    const row = await addEnrollment({ probationMonths: 2, contractType: '2', contractYears: 2 });
    const entryDate = dayText(-1);
    expectOk(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: row.id, result: '1', opinion: '材料齐全，同意入职', date: entryDate }), '办理入职成功！');
    const approved = resultOf(await get('hrmRelationEnrollmentQueryById', `/hrm/relation/enrollment/queryById?id=${row.id}`));
    expect(approved).toMatchObject({ status: '1', status_dictText: '已入职', entryDate, opinion: '材料齐全，同意入职', approveBy: 'admin' });
    const joined = await employee(approved.employeeId as string);
    expect(joined).toMatchObject({ name: row.name, idCard: row.idCard, status: '1', entryDate, probationMonths: 2, contractEndDate: dayBefore(addYears(entryDate, 2)) });
    expect((await contracts(`?employeeId=${joined.id}`)).records).toMatchObject([{ signType: '1', contractType: '2', startDate: entryDate, probationMonths: 2 }]);

    const detail = resultOf(await get('hrmEnrollmentDetail', `/hrm/enrollment/detail?id=${row.id}`));
    expect(detail.employee?.id).toBe(joined.id);
    expect(detail.materials.filter((m) => m.submitted).map((m) => m.text)).toEqual(['身份证复印件', '学历证书', '银行卡复印件']);
    expect(detail.materials).toHaveLength(6);

    expectFail(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: row.id, result: '1' }), '该入职单已处理，请勿重复操作');
    expectFail(await send('hrmRelationEnrollmentEdit', 'PUT', '/hrm/relation/enrollment/edit', { ...enrollmentForm(), id: row.id }), '只有待入职的记录可以修改');
    expectFail(await send('hrmRelationEnrollmentDelete', 'DELETE', `/hrm/relation/enrollment/delete?id=${row.id}`), '已入职的记录不能删除');
  });

  it('a former employee is taken on again on the same roster record, with a 复职 change', async () => {
    const former = (await roster('?status=3&pageSize=1')).records[0] as Employee;
    const row = await addEnrollment({ idCard: former.idCard, sex: former.sex, name: former.name });
    expectOk(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: row.id, result: '1' }), '办理入职成功！');
    expect(await employee(former.id)).toMatchObject({ status: '1', leaveDate: null, entryDate: row.planEntryDate });
    const changes = await page('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${former.id}&changeType=5`);
    expect(changes.records[0]).toMatchObject({ changeType_dictText: '复职', reason: '离职员工再次入职' });
  });

  it('result 2 gives up the enrolment; approving an unknown id or with a bad result is refused', async () => {
    const row = await addEnrollment();
    expectOk(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: row.id, result: '2', opinion: '已接受其他公司offer' }), '已放弃入职');
    expect((await get('hrmRelationEnrollmentQueryById', `/hrm/relation/enrollment/queryById?id=${row.id}`)).body.result).toMatchObject({ status: '2', status_dictText: '放弃入职', opinion: '已接受其他公司offer', employeeId: null });
    expect((await roster(`?idCard=${row.idCard}`)).total).toBe(0);
    expectFail(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: 'unknown', result: '1' }), '未找到对应数据');
    expect400(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: row.id, result: '3' }), '参数错误：body.result 取值应为 1/2 之一');
  });

  it('delete and deleteBatch remove waiting or given-up enrolments, all or nothing', async () => {
    const a = await addEnrollment();
    const b = await addEnrollment();
    expectOk(await send('hrmRelationEnrollmentDelete', 'DELETE', `/hrm/relation/enrollment/delete?id=${a.id}`), '删除成功!');
    const done = (await enrollments('?status=1&pageSize=1')).records[0] as Enrollment;
    expectFail(await send('hrmRelationEnrollmentDeleteBatch', 'DELETE', `/hrm/relation/enrollment/deleteBatch?ids=${b.id},${done.id},`), '已入职的记录不能删除');
    expect((await enrollments(`?id=${b.id}`)).total).toBe(1);
    expectOk(await send('hrmRelationEnrollmentDeleteBatch', 'DELETE', `/hrm/relation/enrollment/deleteBatch?ids=${b.id},`), '批量删除成功!');
    expect((await enrollments(`?id=${q(`${a.id},${b.id}`)}`)).total).toBe(0);
  });

  it('unknown and missing ids are refused', async () => {
    expectFail(await send('hrmRelationEnrollmentDelete', 'DELETE', '/hrm/relation/enrollment/delete?id=unknown'), '未找到对应数据');
    expectFail(await send('hrmRelationEnrollmentDeleteBatch', 'DELETE', '/hrm/relation/enrollment/deleteBatch?ids=unknown'), '未找到对应数据');
    expectFail(await send('hrmRelationEnrollmentEdit', 'PUT', '/hrm/relation/enrollment/edit', { ...enrollmentForm(), id: 'unknown' }), '未找到对应数据');
    expectFail(await get('hrmRelationEnrollmentQueryById', '/hrm/relation/enrollment/queryById?id=unknown'), '未找到对应数据');
    expectFail(await get('hrmEnrollmentDetail', '/hrm/enrollment/detail?id=unknown'), '未找到对应数据');
    expect400(await send('hrmRelationEnrollmentDelete', 'DELETE', '/hrm/relation/enrollment/delete'), '参数错误：query.id 不能为空');
    expect400(await send('hrmRelationEnrollmentDeleteBatch', 'DELETE', '/hrm/relation/enrollment/deleteBatch'), '参数错误：query.ids 不能为空');
    expect400(await send('hrmRelationEnrollmentEdit', 'PUT', '/hrm/relation/enrollment/edit', { ...enrollmentForm(), id: 'x', mobile: '139' }), '参数错误：body.mobile 格式不正确');
    expect400(await get('hrmRelationEnrollmentQueryById', '/hrm/relation/enrollment/queryById'), '参数错误：query.id 不能为空');
    expect400(await get('hrmEnrollmentDetail', '/hrm/enrollment/detail'), '参数错误：query.id 不能为空');
  });

  it('exports the filtered enrolments; a refused query answers the envelope', async () => {
    const rows = await readSheet((await callRaw(mock.app, 'hrmRelationEnrollmentExportXls', { url: '/v1/hrm/relation/enrollment/exportXls?status=2', token: mock.token })).raw);
    expect(rows[0]?.[0]).toBe('入职管理');
    expect(rows.length - 3).toBe((await enrollments('?status=2')).total);
    expect(rows.slice(3).every((row) => row[15] === '放弃入职')).toBe(true);
    const bad = await callRaw(mock.app, 'hrmRelationEnrollmentExportXls', { url: '/v1/hrm/relation/enrollment/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString()).message).toBe('请注意，将要排序的列字段不存在：nope');
  });
});

const addYears = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

// ================================================================================================ resignation

type Dimission = Schema<'HrDimission'>;

/** A regular employee on the roster with a contract in force and no application waiting (picked from the store). */
function settledEmployee(skip: number): { id: string; contractId: string } {
  const waiting = new Set([...mock.app.store.data.hrDimissions, ...mock.app.store.data.hrRegulars].filter((r) => r.status === '0').map((r) => r.employeeId));
  const today = dayText();
  const found = mock.app.store.data.employees
    .filter((e) => e.delFlag === 0 && e.status === '2' && !waiting.has(e.id))
    .map((e) => ({ id: e.id, contract: mock.app.store.data.hrContracts.find((c) => c.employeeId === e.id && c.status === '1' && c.endDate >= today) }))
    .filter((e) => e.contract)[skip];
  return { id: found?.id as string, contractId: found?.contract?.id as string };
}
const dimissions = (query = '') => page('hrmRelationDimissionList', `/hrm/relation/dimission/list${query}`);

describe('resignation', () => {
  it('lists resignations; the approved ones match the roster leave dates', async () => {
    const approved = await dimissions('?status=1&pageSize=50');
    expect(approved.total).toBeGreaterThan(50);
    for (const row of approved.records) {
      expect(row).toMatchObject({ status_dictText: '已离职' });
      expect(row.dimissionType_dictText).toBeTruthy();
      const stored = mock.app.store.data.employees.find((e) => e.id === row.employeeId);
      // Either still gone on that day, or taken on again since (the enrolment tests re-employ one former employee).
      if (stored?.status === '3') expect(stored.leaveDate).toBe(row.leaveDate);
      else expect(mock.app.store.data.hrChanges.some((c) => c.employeeId === row.employeeId && c.changeType === '5' && c.changeDate > row.leaveDate)).toBe(true);
    }
    expect400(await get('hrmRelationDimissionList', '/hrm/relation/dimission/list?leaveDate_begin=x'), '参数错误：query.leaveDate_begin 格式不正确');
  });

  it('approval sets the leave date and 离职, terminates the contract in force and writes the 离职 change', async () => {
    const settled = settledEmployee(5);
    const [running] = (await contracts(`?id=${settled.contractId}`)).records as [Contract];
    const person = await employee(settled.id);
    const leaveDate = dayText(20);
    const form = { employeeId: person.id, dimissionType: '1', leaveDate, reason: '家庭原因回老家发展', handoverTo: '张丽', handoverContent: '在管工单及系统账号' };
    expectOk(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', form), '添加成功！');
    expectFail(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', form), '该员工已有待审批的离职申请');
    const [pending] = (await dimissions(`?employeeId=${person.id}&status=0`)).records as [Dimission];
    expect(pending).toMatchObject({ workNo: person.workNo, name: person.name, applyDate: dayText(), status_dictText: '待审批', dimissionType_dictText: '主动离职', createBy: 'admin' });

    expectOk(await send('hrmRelationDimissionEdit', 'PUT', '/hrm/relation/dimission/edit', { ...form, id: pending.id, leaveDate: dayText(25) }), '编辑成功!');
    expectOk(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: pending.id, result: '1', opinion: '同意，按期办理交接' }), '离职审批通过');
    expect(await employee(person.id)).toMatchObject({ status: '3', status_dictText: '离职', leaveDate: dayText(25) });
    expect((await contracts(`?id=${running.id}`)).records[0]).toMatchObject({ status: '3', status_dictText: '已终止', terminateDate: dayText(25), terminateReason: '家庭原因回老家发展' });
    const changes = await page('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${person.id}`);
    expect(changes.records[0]).toMatchObject({ changeType: '4', changeDate: dayText(25), reason: '家庭原因回老家发展' });
    const byId = resultOf(await get('hrmRelationDimissionQueryById', `/hrm/relation/dimission/queryById?id=${pending.id}`));
    expect(byId).toMatchObject({ status: '1', status_dictText: '已离职', opinion: '同意，按期办理交接', approveBy: 'admin', leaveDate: dayText(25) });

    expectFail(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: pending.id, result: '1' }), '该申请已审批，请勿重复操作');
    expectFail(await send('hrmRelationDimissionEdit', 'PUT', '/hrm/relation/dimission/edit', { ...form, id: pending.id }), '只有待审批的申请可以修改');
    expectFail(await send('hrmRelationDimissionDelete', 'DELETE', `/hrm/relation/dimission/delete?id=${pending.id}`), '已通过的离职申请不能删除');
    expectFail(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', form), '该员工已离职');
    expectFail(await send('misEmployeeRenewEmpContract', 'PUT', '/mis/employee/renewEmpContract', { id: running.id, endDate: '2035-01-01' }), '已终止的合同不能续签');
    expectFail(await send('misEmployeeAddEmpContract', 'POST', '/mis/employee/addEmpContract', { employeeId: person.id, contractType: '1', startDate: '2035-01-01', endDate: '2036-01-01' }), '该员工已离职，不能签订合同');
  });

  it('a rejected application leaves the employee working and can be deleted', async () => {
    const person = await employee(settledEmployee(7).id);
    expectOk(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '4', leaveDate: dayText(30), reason: '协商一致解除劳动合同' }), '添加成功！');
    const [pending] = (await dimissions(`?employeeId=${person.id}&status=0`)).records as [Dimission];
    expectOk(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: pending.id, result: '2', opinion: '项目用人紧张，暂缓' }), '已驳回');
    expect(await employee(person.id)).toMatchObject({ status: '2', leaveDate: null });
    expectOk(await send('hrmRelationDimissionDelete', 'DELETE', `/hrm/relation/dimission/delete?id=${pending.id}`), '删除成功!');
    expect((await dimissions(`?id=${pending.id}`)).total).toBe(0);
  });

  it('refuses a last day before entry and unknown employees or ids; missing fields answer 400', async () => {
    const person = await employee(settledEmployee(9).id);
    expectFail(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '1', leaveDate: '2000-01-01', reason: '个人原因' }), '最后工作日不能早于入职日期');
    expectFail(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: 'nobody', dimissionType: '1', leaveDate: dayText(5), reason: '个人原因' }), '员工不存在或已删除');
    expectFail(await send('hrmRelationDimissionEdit', 'PUT', '/hrm/relation/dimission/edit', { id: 'unknown', employeeId: person.id, dimissionType: '1', leaveDate: dayText(5), reason: '个人原因' }), '未找到对应数据');
    expectFail(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { id: 'unknown', result: '1' }), '未找到对应数据');
    expectFail(await send('hrmRelationDimissionDelete', 'DELETE', '/hrm/relation/dimission/delete?id=unknown'), '未找到对应数据');
    expectFail(await get('hrmRelationDimissionQueryById', '/hrm/relation/dimission/queryById?id=unknown'), '未找到对应数据');
    expect400(await send('hrmRelationDimissionAdd', 'POST', '/hrm/relation/dimission/add', { employeeId: person.id, dimissionType: '1', leaveDate: dayText(5) }), '参数错误：body.reason 不能为空');
    expect400(await send('hrmRelationDimissionEdit', 'PUT', '/hrm/relation/dimission/edit', { id: 'x', employeeId: person.id, dimissionType: '6', leaveDate: dayText(5), reason: 'x' }), '参数错误：body.dimissionType 取值应为 1/2/3/4/5 之一');
    expect400(await send('hrmRelationDimissionApprove', 'PUT', '/hrm/relation/dimission/approve', { result: '1' }), '参数错误：body.id 不能为空');
    expect400(await send('hrmRelationDimissionDelete', 'DELETE', '/hrm/relation/dimission/delete'), '参数错误：query.id 不能为空');
    expect400(await get('hrmRelationDimissionQueryById', '/hrm/relation/dimission/queryById'), '参数错误：query.id 不能为空');
  });

  it('exports the filtered resignations; a refused query answers the envelope', async () => {
    const rows = await readSheet((await callRaw(mock.app, 'hrmRelationDimissionExportXls', { url: '/v1/hrm/relation/dimission/exportXls?dimissionType=2', token: mock.token })).raw);
    expect(rows[0]?.[0]).toBe('离职管理');
    expect(rows.length - 3).toBe((await dimissions('?dimissionType=2')).total);
    expect(rows.slice(3).every((row) => row[6] === '辞退')).toBe(true);
    const bad = await callRaw(mock.app, 'hrmRelationDimissionExportXls', { url: '/v1/hrm/relation/dimission/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString()).message).toBe('请注意，将要排序的列字段不存在：nope');
  });
});

// ================================================================================================ regularisation

type Regular = Schema<'HrRegular'>;
const regulars = (query = '') => page('hrmRelationRegularList', `/hrm/relation/regular/list${query}`);

describe('regularisation', () => {
  // The roster tests above edit seeded employees (dates, status); the seed's own consistency is read on the seed.
  beforeAll(async () => {
    await mock.reset();
  });

  it('lists requests; the approved ones match the roster regular dates', async () => {
    const approved = await regulars('?status=1&pageSize=30');
    expect(approved.total).toBeGreaterThan(0);
    for (const row of approved.records) {
      expect(row.status_dictText).toBe('已转正');
      expect(mock.app.store.data.employees.find((e) => e.id === row.employeeId)?.regularDate).toBe(row.regularDate);
    }
    expect400(await get('hrmRelationRegularList', '/hrm/relation/regular/list?regularDate_end=1'), '参数错误：query.regularDate_end 格式不正确');
  });

  it('approval makes a probationer 正式 with the regular date and a 转正 change', async () => {
    const person = await addEmployee({ entryDate: dayText(-50), probationMonths: 2 });
    const regularDate = dayText(11);
    const form = { employeeId: person.id, regularDate, assessScore: 88, selfEvaluation: '试用期内熟练掌握业务流程。' };
    expectOk(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', form), '添加成功！');
    expectFail(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', form), '该员工已有待审批的转正申请');
    const [pending] = (await regulars(`?employeeId=${person.id}`)).records as [Regular];
    expect(pending).toMatchObject({ status: '0', status_dictText: '待审批', name: person.name, applyDate: dayText(), probationEndDate: dayBefore(addMonths(person.entryDate, 2)) });
    expectOk(await send('hrmRelationRegularEdit', 'PUT', '/hrm/relation/regular/edit', { ...form, id: pending.id, assessScore: 91 }), '编辑成功!');
    expectOk(await send('hrmRelationRegularApprove', 'PUT', '/hrm/relation/regular/approve', { id: pending.id, result: '1', opinion: '考核合格，同意转正' }), '转正审批通过');
    expect(await employee(person.id)).toMatchObject({ status: '2', status_dictText: '正式', regularDate });
    expect((await get('hrmRelationRegularQueryById', `/hrm/relation/regular/queryById?id=${pending.id}`)).body.result).toMatchObject({ status: '1', assessScore: 91, approveBy: 'admin' });
    const changes = await page('hrmEmployeeListChangeByMainId', `/hrm/employee/listChangeByMainId?employeeId=${person.id}&changeType=2`);
    expect(changes.records[0]).toMatchObject({ changeType_dictText: '转正', changeDate: regularDate });

    expectFail(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', form), '该员工不在试用期，无需转正');
    expectFail(await send('hrmRelationRegularApprove', 'PUT', '/hrm/relation/regular/approve', { id: pending.id, result: '1' }), '该申请已审批，请勿重复操作');
    expectFail(await send('hrmRelationRegularEdit', 'PUT', '/hrm/relation/regular/edit', { ...form, id: pending.id }), '只有待审批的申请可以修改');
    expectFail(await send('hrmRelationRegularDelete', 'DELETE', `/hrm/relation/regular/delete?id=${pending.id}`), '已转正的申请不能删除');
  });

  it('a rejected request keeps the employee on probation and can be deleted', async () => {
    const person = await addEmployee({ entryDate: dayText(-20), probationMonths: 3 });
    expectOk(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', { employeeId: person.id, regularDate: dayText(5), assessScore: 62 }), '添加成功！');
    const [pending] = (await regulars(`?employeeId=${person.id}`)).records as [Regular];
    expectOk(await send('hrmRelationRegularApprove', 'PUT', '/hrm/relation/regular/approve', { id: pending.id, result: '2', opinion: '试用期未满，暂不提前转正' }), '已驳回');
    expect(await employee(person.id)).toMatchObject({ status: '1', regularDate: null });
    expectOk(await send('hrmRelationRegularDelete', 'DELETE', `/hrm/relation/regular/delete?id=${pending.id}`), '删除成功!');
    expect((await regulars(`?employeeId=${person.id}`)).total).toBe(0);
  });

  it('refuses dates before entry and unknown ids; bad scores answer 400', async () => {
    const person = await addEmployee({ entryDate: dayText(-20) });
    expectFail(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', { employeeId: person.id, regularDate: '2000-01-01' }), '转正日期不能早于入职日期');
    expectFail(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', { employeeId: 'nobody', regularDate: dayText(5) }), '员工不存在或已删除');
    expectFail(await send('hrmRelationRegularEdit', 'PUT', '/hrm/relation/regular/edit', { id: 'unknown', employeeId: person.id, regularDate: dayText(5) }), '未找到对应数据');
    expectFail(await send('hrmRelationRegularApprove', 'PUT', '/hrm/relation/regular/approve', { id: 'unknown', result: '1' }), '未找到对应数据');
    expectFail(await send('hrmRelationRegularDelete', 'DELETE', '/hrm/relation/regular/delete?id=unknown'), '未找到对应数据');
    expectFail(await get('hrmRelationRegularQueryById', '/hrm/relation/regular/queryById?id=unknown'), '未找到对应数据');
    expect400(await send('hrmRelationRegularAdd', 'POST', '/hrm/relation/regular/add', { employeeId: person.id, regularDate: dayText(5), assessScore: 101 }), '参数错误：body.assessScore 不能大于 100');
    expect400(await send('hrmRelationRegularEdit', 'PUT', '/hrm/relation/regular/edit', { id: 'x', employeeId: person.id }), '参数错误：body.regularDate 不能为空');
    expect400(await send('hrmRelationRegularApprove', 'PUT', '/hrm/relation/regular/approve', { id: 'x', result: '1', date: '1/1/2025' }), '参数错误：body.date 格式不正确');
    expect400(await send('hrmRelationRegularDelete', 'DELETE', '/hrm/relation/regular/delete'), '参数错误：query.id 不能为空');
    expect400(await get('hrmRelationRegularQueryById', '/hrm/relation/regular/queryById'), '参数错误：query.id 不能为空');
  });

  it('exports the filtered requests; a refused query answers the envelope', async () => {
    const rows = await readSheet((await callRaw(mock.app, 'hrmRelationRegularExportXls', { url: '/v1/hrm/relation/regular/exportXls?status=0', token: mock.token })).raw);
    expect(rows[0]?.[0]).toBe('转正管理');
    expect(rows.length - 3).toBe((await regulars('?status=0')).total);
    const bad = await callRaw(mock.app, 'hrmRelationRegularExportXls', { url: '/v1/hrm/relation/regular/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString()).message).toBe('请注意，将要排序的列字段不存在：nope');
  });
});

const addMonths = (date: string, months: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
};

// ================================================================================================ backups

type Backup = Schema<'HrBackup'>;
const backups = (query = '') => page('misEmployeeBackupList', `/mis/employee/backup/list${query}`);

describe('roster backups', () => {
  it('lists the seeded backups newest first, without their snapshots', async () => {
    const result = await backups();
    expect(result.total).toBeGreaterThanOrEqual(3);
    const times = result.records.map((b) => b.createTime ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(result.records.map((b) => b.backupType_dictText)).toContain('自动备份');
    for (const b of result.records) {
      expect(b).not.toHaveProperty('employees');
      expect(b.activeCount).toBeLessThanOrEqual(b.employeeCount);
    }
    expect400(await get('misEmployeeBackupList', '/mis/employee/backup/list?createTime_begin=yesterday'), '参数错误：query.createTime_begin 格式不正确');
  });

  it('backs up the roster, exports the snapshot, and restores it: later additions go to the recycle bin, deletions come back', async () => {
    const total = (await roster()).total;
    expectOk(await send('misEmployeeBackupDoBackup', 'POST', '/mis/employee/backup/doBackup', { backupName: '合同批量续签前备份', remark: '续签前留档' }), `备份成功！共备份${total}名员工`);
    const [backup] = (await backups(`?backupName=${q('合同批量续签前备份')}`)).records as [Backup];
    expect(backup).toMatchObject({ employeeCount: total, backupType: '1', backupType_dictText: '手动备份', createBy: 'admin', remark: '续签前留档' });

    const sheet = await readSheet((await callRaw(mock.app, 'misEmployeeBackupExportXls', { url: `/v1/mis/employee/backup/exportXls?id=${backup.id}`, token: mock.token })).raw);
    expect(sheet[0]?.[0]).toBe('合同批量续签前备份');
    expect(sheet.length - 3).toBe(total);

    const later = await addEmployee();
    const gone = (await roster('?pageSize=1&pageNo=3')).records[0] as Employee;
    expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${gone.id}`), '删除成功!');
    const renamed = (await roster('?pageSize=1&pageNo=4')).records[0] as Employee;
    mock.app.store.data.employees.find((e) => e.id === renamed.id)!.name = '改名后';

    expectOk(await send('misEmployeeBackupRestore', 'PUT', `/mis/employee/backup/restore?id=${backup.id}`), `恢复成功！共恢复${total}名员工`);
    expect((await roster()).total).toBe(total);
    expect((await recycle(`?id=${later.id}`)).total).toBe(1);
    expect((await roster(`?id=${gone.id}`)).total).toBe(1);
    expect((await employee(renamed.id)).name).toBe(renamed.name);

    expectFail(await send('misEmployeeBackupDoBackup', 'POST', '/mis/employee/backup/doBackup', { backupName: '合同批量续签前备份' }), '备份名称已存在');
    expectOk(await send('misEmployeeBackupDelete', 'DELETE', `/mis/employee/backup/delete?id=${backup.id}`), '删除成功!');
    expect((await backups(`?id=${backup.id}`)).total).toBe(0);
  });

  it('a backup without a name is named by the time', async () => {
    expect((await send('misEmployeeBackupDoBackup', 'POST', '/mis/employee/backup/doBackup', {})).body.success).toBe(true);
    expect((await backups('?pageSize=1')).records[0]?.backupName).toMatch(/^花名册备份\d{14}$/);
  });

  it('unknown ids are refused; bad input answers 400', async () => {
    expectFail(await send('misEmployeeBackupRestore', 'PUT', '/mis/employee/backup/restore?id=unknown'), '未找到对应数据');
    expectFail(await send('misEmployeeBackupDelete', 'DELETE', '/mis/employee/backup/delete?id=unknown'), '未找到对应数据');
    const missing = await callRaw(mock.app, 'misEmployeeBackupExportXls', { url: '/v1/mis/employee/backup/exportXls?id=unknown', token: mock.token });
    expect(JSON.parse(missing.raw.toString())).toMatchObject({ success: false, message: '未找到对应数据' });
    expect400(await send('misEmployeeBackupDoBackup', 'POST', '/mis/employee/backup/doBackup', { backupName: '备'.repeat(101) }), '参数错误：body.backupName 长度不能超过 100 个字符');
    expect400(await send('misEmployeeBackupRestore', 'PUT', '/mis/employee/backup/restore'), '参数错误：query.id 不能为空');
    expect400(await send('misEmployeeBackupDelete', 'DELETE', '/mis/employee/backup/delete'), '参数错误：query.id 不能为空');
    expect((await callRaw(mock.app, 'misEmployeeBackupExportXls', { url: '/v1/mis/employee/backup/exportXls', token: mock.token })).status).toBe(400);
  });
});

// ================================================================================================ candidates

const candidates = (query = '') => page('rpmCandidateList', `/rpm/candidate/list${query}`);

function candidateForm(overrides: Record<string, unknown> = {}) {
  return { name: '黄佳怡', sex: '2', age: 23, mobile: newMobile(), education: '3', school: '武汉软件工程职业学院', major: '电子商务', workYears: 1, applyPost: '客服代表', projectId: aProject().id, channel: '1', expectedSalary: 5500, ...overrides };
}

async function addCandidate(overrides: Record<string, unknown> = {}): Promise<Candidate> {
  const form = candidateForm(overrides);
  expectOk(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', form), '添加成功！');
  return (await candidates(`?mobile=${form.mobile}`)).records[0] as Candidate;
}

describe('recruitment candidates', () => {
  it('the processing, hired and eliminated lists are the status filter', async () => {
    const all = await candidates('?pageSize=-521');
    let counted = 0;
    for (const [status, text] of [['1', '处理中'], ['2', '已录用'], ['3', '已淘汰'], ['4', '人才储备']] as const) {
      const list = await candidates(`?status=${status}&pageSize=200`);
      expect(list.total).toBeGreaterThan(0);
      expect(list.records.every((c) => c.status === status && c.status_dictText === text)).toBe(true);
      counted += list.total;
    }
    expect(counted).toBe(all.total);
    expect((await candidates('?status=3&pageSize=200')).records.every((c) => c.eliminateReason)).toBe(true);
    expect((await candidates('?status=2&pageSize=200')).records.every((c) => c.enrollmentId && c.stage === '4')).toBe(true);
    expect400(await get('rpmCandidateList', '/rpm/candidate/list?interviewTime_begin=soon'), '参数错误：query.interviewTime_begin 格式不正确');
  });

  it('adds a candidate in 简历筛选; edit moves it on; a second one with the same mobile is refused', async () => {
    const row = await addCandidate();
    expect(row).toMatchObject({ status: '1', stage: '1', stage_dictText: '简历筛选', channel_dictText: 'BOSS直聘', education_dictText: '大专', createBy: 'admin' });
    expectFail(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm({ mobile: row.mobile })), `该手机号已有候选人：${row.name}（处理中，应聘客服代表）`);
    expectOk(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', { ...candidateForm({ mobile: row.mobile }), id: row.id, stage: '3', interviewer: '周婷', interviewTime: '2025-11-20 14:30:00' }), '编辑成功!');
    expect((await get('rpmCandidateQueryById', `/rpm/candidate/queryById?id=${row.id}`)).body.result).toMatchObject({ stage: '3', stage_dictText: '复试', interviewer: '周婷', interviewTime: '2025-11-20 14:30:00', updateBy: 'admin' });
  });

  it('refuses a bad e-mail and an unknown project; bad fields answer 400', async () => {
    expectFail(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm({ email: 'not-an-email' })), '邮箱格式不正确');
    expectFail(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm({ projectId: 'nowhere' })), '应聘项目不存在');
    expect400(await send('rpmCandidateAdd', 'POST', '/rpm/candidate/add', candidateForm({ channel: '8' })), '参数错误：body.channel 取值应为 1/2/3/4/5/6/7 之一');
    expect400(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', { ...candidateForm(), id: 'x', age: 12 }), '参数错误：body.age 不能小于 16');
    expectFail(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', { ...candidateForm(), id: 'unknown' }), '未找到对应数据');
    expectFail(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', candidateForm()), '参数错误：body.id 不能为空');
  });

  it('hiring creates a waiting enrolment linked both ways; approving it puts the candidate on the roster', async () => {
    const row = await addCandidate({ name: '黄佳怡', sex: '2' });
    const idCard = newIdCard('2001-03-15', '2');
    const project = aProject();
    expectOk(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: row.id, idCard, planEntryDate: dayText(5), projectId: project.id, salary: 5200 }), '录用成功，已生成入职单！');
    const hired = resultOf(await get('rpmCandidateQueryById', `/rpm/candidate/queryById?id=${row.id}`));
    expect(hired).toMatchObject({ status: '2', status_dictText: '已录用', stage: '4', hireDate: dayText() });
    const enrolment = resultOf(await get('hrmRelationEnrollmentQueryById', `/hrm/relation/enrollment/queryById?id=${hired.enrollmentId}`));
    expect(enrolment).toMatchObject({ candidateId: row.id, name: row.name, idCard, birthday: '2001-03-15', departId: project.parentId, projectId: project.id, status: '0', contractType: '2', contractYears: 2, probationMonths: 2, salary: 5200 });
    const detail = resultOf(await get('hrmEnrollmentDetail', `/hrm/enrollment/detail?id=${enrolment.id}`));
    expect(detail.candidate).toMatchObject({ id: row.id, status_dictText: '已录用' });
    expect(detail.employee).toBeNull();
    expectOk(await send('hrmRelationEnrollmentApprove', 'PUT', '/hrm/relation/enrollment/approve', { id: enrolment.id, result: '1' }), '办理入职成功！');
    expect((await roster(`?idCard=${idCard}`)).records[0]).toMatchObject({ name: row.name, projectId: project.id, status: '1' });

    expectFail(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: row.id, idCard: newIdCard('2001-03-15', '2'), planEntryDate: dayText(5) }), '只有处理中的候选人可以录用');
    expectFail(await send('rpmCandidateEdit', 'PUT', '/rpm/candidate/edit', { ...candidateForm(), id: row.id }), '只有处理中的候选人可以修改');
    expectFail(await send('rpmCandidateDelete', 'DELETE', `/rpm/candidate/delete?id=${row.id}`), '已录用的候选人不能删除');
    expectFail(await send('rpmCandidateEliminate', 'PUT', '/rpm/candidate/eliminate', { ids: row.id, reason: '误操作' }), '已录用的候选人不能淘汰');
  });

  it('hire refuses an ID card of the wrong sex or of someone working here; a bad date answers 400', async () => {
    const row = await addCandidate({ sex: '1', name: '王志强' });
    expectFail(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: row.id, idCard: newIdCard('1999-01-01', '2'), planEntryDate: dayText(5) }), '性别与身份证号不符');
    const working = (await roster('?status=2&sex=1&pageSize=1')).records[0] as Employee;
    expectFail(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: row.id, idCard: working.idCard, planEntryDate: dayText(5) }), '该人员已在职，不能重复办理入职');
    expectFail(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: 'unknown', idCard: working.idCard, planEntryDate: dayText(5) }), '未找到对应数据');
    expect400(await send('rpmCandidateHire', 'PUT', '/rpm/candidate/hire', { id: row.id, idCard: newIdCard('1999-01-01', '1'), planEntryDate: '下周一' }), '参数错误：body.planEntryDate 格式不正确');
    expect((await get('rpmCandidateQueryById', `/rpm/candidate/queryById?id=${row.id}`)).body.result).toMatchObject({ status: '1' });
  });

  it('eliminates several candidates with a reason, refuses twice, and recover brings one back', async () => {
    const a = await addCandidate();
    const b = await addCandidate();
    expectOk(await send('rpmCandidateEliminate', 'PUT', '/rpm/candidate/eliminate', { ids: `${a.id},${b.id},`, reason: '复试未通过：沟通表达能力不足' }), '已淘汰2名候选人');
    expect((await candidates(`?id=${q(`${a.id},${b.id}`)}&status=3`)).records.map((c) => c.eliminateReason)).toEqual(['复试未通过：沟通表达能力不足', '复试未通过：沟通表达能力不足']);
    expectFail(await send('rpmCandidateEliminate', 'PUT', '/rpm/candidate/eliminate', { ids: a.id, reason: '再次淘汰' }), `该候选人已被淘汰：${a.name}`);
    expectOk(await send('rpmCandidateRecover', 'PUT', `/rpm/candidate/recover?id=${a.id}`), '恢复成功！');
    expect((await get('rpmCandidateQueryById', `/rpm/candidate/queryById?id=${a.id}`)).body.result).toMatchObject({ status: '1', eliminateReason: null, eliminateTime: null });
    expectFail(await send('rpmCandidateRecover', 'PUT', `/rpm/candidate/recover?id=${a.id}`), '只有已淘汰的候选人可以恢复');
    expectFail(await send('rpmCandidateRecover', 'PUT', '/rpm/candidate/recover?id=unknown'), '未找到对应数据');
    expectFail(await send('rpmCandidateEliminate', 'PUT', '/rpm/candidate/eliminate', { ids: 'unknown', reason: 'x' }), '未找到对应数据');
    expect400(await send('rpmCandidateEliminate', 'PUT', '/rpm/candidate/eliminate', { ids: a.id }), '参数错误：body.reason 不能为空');
    expect400(await send('rpmCandidateRecover', 'PUT', '/rpm/candidate/recover'), '参数错误：query.id 不能为空');
  });

  it('delete and deleteBatch remove candidates that were not hired, all or nothing', async () => {
    const a = await addCandidate();
    const b = await addCandidate();
    const hired = (await candidates('?status=2&pageSize=1')).records[0] as Candidate;
    expectOk(await send('rpmCandidateDelete', 'DELETE', `/rpm/candidate/delete?id=${a.id}`), '删除成功!');
    expectFail(await send('rpmCandidateDeleteBatch', 'DELETE', `/rpm/candidate/deleteBatch?ids=${b.id},${hired.id}`), '已录用的候选人不能删除');
    expectOk(await send('rpmCandidateDeleteBatch', 'DELETE', `/rpm/candidate/deleteBatch?ids=${b.id},`), '批量删除成功!');
    expect((await candidates(`?id=${q(`${a.id},${b.id}`)}`)).total).toBe(0);
    expectFail(await send('rpmCandidateDelete', 'DELETE', '/rpm/candidate/delete?id=unknown'), '未找到对应数据');
    expectFail(await send('rpmCandidateDeleteBatch', 'DELETE', '/rpm/candidate/deleteBatch?ids=unknown'), '未找到对应数据');
    expectFail(await get('rpmCandidateQueryById', '/rpm/candidate/queryById?id=unknown'), '未找到对应数据');
    expect400(await send('rpmCandidateDelete', 'DELETE', '/rpm/candidate/delete'), '参数错误：query.id 不能为空');
    expect400(await send('rpmCandidateDeleteBatch', 'DELETE', '/rpm/candidate/deleteBatch'), '参数错误：query.ids 不能为空');
    expect400(await get('rpmCandidateQueryById', '/rpm/candidate/queryById'), '参数错误：query.id 不能为空');
  });

  it('exports the filtered candidates in a layout that re-imports as resumes', async () => {
    const exported = (await callRaw(mock.app, 'rpmCandidateExportXls', { url: '/v1/rpm/candidate/exportXls?status=3&pageSize=5', token: mock.token })).raw;
    const rows = await readSheet(exported);
    expect(rows[0]?.[0]).toBe('候选人');
    expect(rows.length - 3).toBe((await candidates('?status=3')).total);
    expect(rows.slice(3).every((row) => row[13] === '已淘汰')).toBe(true);
    const body = multipart({}, { name: 'candidates.xlsx', type: XLSX, content: exported });
    const answer = await call(mock.app, 'rpmCandidateImportExcel', { method: 'POST', url: '/v1/rpm/candidate/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    // The layout is read back whole; each row is refused as the duplicate of the candidate it was exported from.
    const total = (await candidates('?status=3')).total;
    expect(answer.body).toMatchObject({ result: { totalCount: total, successCount: 0, errorCount: total } });
    const bad = await callRaw(mock.app, 'rpmCandidateExportXls', { url: '/v1/rpm/candidate/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString()).message).toBe('请注意，将要排序的列字段不存在：nope');
  });

  it('imports resumes: good rows become candidates in 简历筛选, bad rows are reported', async () => {
    const mobile = newMobile();
    const file = await workbook([
      ['姓名', '性别', '年龄', '手机号', '邮箱', '学历', '毕业院校', '专业', '工作年限', '应聘岗位', '招聘渠道'],
      ['简历导入甲', '女', '22', mobile, '', '大专', '成都职业技术学院', '市场营销', '1', '客服代表', '智联招聘'],
      ['简历导入乙', '男', '30', newMobile(), '', '本科', '', '', '5', '催收专员', '抖音'],
      ['简历导入丙', '男', '12', newMobile(), '', '', '', '', '', '催收专员', '猎聘'],
      ['', '男', '', newMobile(), '', '', '', '', '', '催收专员', '猎聘'],
    ]);
    const body = multipart({}, { name: 'resumes.xlsx', type: XLSX, content: file });
    const answer = await call(mock.app, 'rpmCandidateImportExcel', { method: 'POST', url: '/v1/rpm/candidate/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 4, successCount: 1, errorCount: 3 } });
    expect((await candidates(`?mobile=${mobile}`)).records[0]).toMatchObject({ name: '简历导入甲', sex: '2', age: 22, education: '3', channel: '2', stage: '1', status: '1' });
    const report = await readSheet((await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` })).raw);
    expect(report.slice(3).map((row) => row.at(-1))).toEqual(['招聘渠道不正确：抖音', '年龄应为16到65之间的整数', '姓名不能为空']);
    const junk = multipart({}, { name: 'x.xlsx', type: XLSX, content: Buffer.from('junk') });
    expectFail(await call(mock.app, 'rpmCandidateImportExcel', { method: 'POST', url: '/v1/rpm/candidate/importExcel', token: mock.token, headers: junk.headers, payload: junk.payload }), '文件导入失败:文件不是有效的Excel(.xlsx)文件');
  });
});

describe('authentication', () => {
  it('every HR list refuses a request without a token with 401', async () => {
    for (const [op, url] of [
      ['hrmEmployeeList', '/v1/hrm/employee/list'],
      ['misEmployeeGetEmpContract', '/v1/mis/employee/getEmpContract'],
      ['rpmCandidateList', '/v1/rpm/candidate/list'],
    ] as const) {
      const answer = await call(mock.app, op, { url });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
    }
  });
});
