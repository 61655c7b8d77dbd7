// Contracts of 奖惩记录 (/hrm/rewardPunish/*) and 培训记录 (/hrm/training/*) with their archive sections of 员工详情
// (listRewardPunishByMainId, listTrainingByMainId): every answer is validated against the document by `call`; the
// rules are table-tested, and the writes are checked through the reads that show them.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, expectOk, mockPerFile, multipart, permissionsOf, readSheet, resultOf, workbook, XLSX, type OperationId, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

type Employee = Schema<'HrEmployee'>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const get = <Op extends OperationId>(op: Op, url: string) => call(mock.app, op, { url: `/v1${url}`, token: mock.token });
const send = <Op extends OperationId>(op: Op, method: Method, url: string, payload?: unknown) => call(mock.app, op, { method, url: `/v1${url}`, token: mock.token, ...(payload === undefined ? {} : { payload }) });
const rewards = async (query = '') => resultOf(await get('hrmRewardPunishList', `/hrm/rewardPunish/list${query}`));
const trainings = async (query = '') => resultOf(await get('hrmTrainingList', `/hrm/training/list${query}`));

/** China date, as the server dates things. */
const dayText = (offsetDays = 0) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A roster employee of the given status (1 试用, 2 正式, 3 离职); one not on probation joined over a year ago. */
async function employeeWith(status: '1' | '2' | '3'): Promise<Employee> {
  const joined = status === '1' ? '' : `&entryDate_end=${dayText(-400)}`;
  const page = resultOf(await get('hrmEmployeeList', `/hrm/employee/list?status=${status}${joined}&pageSize=1`));
  expect(page.records[0]).toBeDefined();
  return page.records[0] as Employee;
}

const rewardForm = (employee: Employee, overrides: Record<string, unknown> = {}) => ({
  employeeId: employee.id,
  rpType: '1',
  rpCategory: '12',
  rpDate: dayText(-3),
  amount: 800,
  reason: '季度项目优秀员工',
  attachment: 'rewardPunish/表彰决定.pdf',
  ...overrides,
});

const trainingForm = (employee: Employee, overrides: Record<string, unknown> = {}) => ({
  employeeId: employee.id,
  courseName: '消防安全与应急疏散',
  trainingType: '3',
  startDate: dayText(-5),
  endDate: dayText(-4),
  hours: 8,
  institution: '市消防救援支队',
  trainer: '张工',
  result: '1',
  attachment: 'training/结业证书.jpg',
  cost: 120.5,
  ...overrides,
});

describe('奖惩记录', () => {
  it('A-GEN-03 lists the seeded records of roster employees with the employee joined and the dictionaries translated, latest first', async () => {
    const page = await rewards('?pageSize=50');
    expect(page.total).toBeGreaterThan(50);
    const first = page.records[0];
    expect(first).toMatchObject({ workNo: expect.any(String), name: expect.any(String), rpType_dictText: expect.stringMatching(/^(奖励|惩罚)$/), rpCategory_dictText: expect.any(String) });
    const days = page.records.map((r) => r.rpDate);
    expect([...days].sort().reverse()).toEqual(days);
    // Every category belongs to its type (11–15 rewards, 21–25 punishments).
    expect(page.records.every((r) => r.rpCategory.startsWith(r.rpType))).toBe(true);
  });

  it('adds, edits, reads, filters and deletes a record; the employee shows it in 员工详情', async () => {
    const employee = await employeeWith('2');
    expectOk(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(employee, { reason: '契约测试表彰' })), '添加成功！');
    const [row] = (await rewards(`?employeeId=${employee.id}&reason=${encodeURIComponent('契约测试表彰')}`)).records;
    expect(row).toMatchObject({ workNo: employee.workNo, name: employee.name, departId: employee.departId, rpType_dictText: '奖励', rpCategory_dictText: '优秀员工', amount: 800, attachment: 'rewardPunish/表彰决定.pdf', createBy: 'admin' });
    const id = row?.id as string;
    expectOk(await send('hrmRewardPunishEdit', 'PUT', '/hrm/rewardPunish/edit', rewardForm(employee, { id, rpType: '2', rpCategory: '24', amount: 100, reason: '契约测试罚款' })), '编辑成功!');
    expect(resultOf(await get('hrmRewardPunishQueryById', `/hrm/rewardPunish/queryById?id=${id}`))).toMatchObject({ rpType_dictText: '惩罚', rpCategory_dictText: '罚款', amount: 100, reason: '契约测试罚款', updateBy: 'admin' });
    expect((await rewards(`?rpType=2&rpDate_begin=${dayText(-3)}&rpDate_end=${dayText(-3)}&name=${encodeURIComponent(employee.name)}`)).records.map((r) => r.id)).toContain(id);
    const section = resultOf(await get('hrmEmployeeListRewardPunishByMainId', `/hrm/employee/listRewardPunishByMainId?employeeId=${employee.id}`));
    expect(section.records.map((r) => r.id)).toContain(id);
    expect(section.records.every((r) => r.employeeId === employee.id)).toBe(true);
    expectOk(await send('hrmRewardPunishDelete', 'DELETE', `/hrm/rewardPunish/delete?id=${id}`), '删除成功!');
    expectFail(await get('hrmRewardPunishQueryById', `/hrm/rewardPunish/queryById?id=${id}`), '未找到对应数据');
    expectFail(await send('hrmRewardPunishDelete', 'DELETE', `/hrm/rewardPunish/delete?id=${id}`), '未找到对应数据');
  });

  it('deleteBatch deletes several records; none found answers 未找到对应数据', async () => {
    const [a, b] = (await rewards('?pageSize=2')).records;
    expectOk(await send('hrmRewardPunishDeleteBatch', 'DELETE', `/hrm/rewardPunish/deleteBatch?ids=${a?.id},${b?.id},`), '批量删除成功!');
    expect((await rewards(`?id=${encodeURIComponent(`${a?.id},${b?.id}`)}`)).total).toBe(0);
    expectFail(await send('hrmRewardPunishDeleteBatch', 'DELETE', '/hrm/rewardPunish/deleteBatch?ids=unknown'), '未找到对应数据');
    await mock.reset();
  });

  it.each([
    ['the category of the other type', { rpType: '1', rpCategory: '21' }, '奖惩类别与奖惩类型不符'],
    ['a punishment with a reward category', { rpType: '2', rpCategory: '12' }, '奖惩类别与奖惩类型不符'],
    ['a date after today', { rpDate: dayText(1) }, '奖惩日期不能晚于今天'],
    ['a fine of nothing', { rpType: '2', rpCategory: '24', amount: 0 }, '罚款金额必须大于0'],
    ['a fine without an amount', { rpType: '2', rpCategory: '24', amount: null }, '罚款金额必须大于0'],
    ['an unknown employee', { employeeId: 'no-such-employee' }, '员工不存在'],
  ])('refuses %s', async (_case, overrides, message) => {
    const employee = await employeeWith('2');
    expectFail(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(employee, overrides)), message);
  });

  it('refuses a date before the employee joined, naming the entry date', async () => {
    const employee = await employeeWith('1');
    expectFail(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(employee, { rpDate: '2000-01-01' })), `奖惩日期不能早于入职日期（${employee.entryDate}）`);
  });

  it.each([
    ['a negative amount', { amount: -1 }, '参数错误：body.amount 不能小于 0'],
    ['more than a million', { amount: 1_000_000.01 }, '参数错误：body.amount 不能大于 1000000'],
    ['an unknown category', { rpCategory: '99' }, '参数错误：body.rpCategory 取值应为 11/12/13/14/15/21/22/23/24/25 之一'],
    ['no reason', { reason: undefined }, '参数错误：body.reason 不能为空'],
    ['a reason over 500 characters', { reason: '由'.repeat(501) }, '参数错误：body.reason 长度不能超过 500 个字符'],
    ['a date not in yyyy-MM-dd', { rpDate: '2024/01/15' }, '参数错误：body.rpDate 格式不正确'],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const employee = await employeeWith('2');
    expect400(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(employee, overrides)), message);
  });

  it('a resigned employee gets no new record, nor one in the recycle bin; an edit cannot move a record to another employee', async () => {
    const resigned = await employeeWith('3');
    expectFail(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(resigned, { rpDate: resigned.entryDate })), '该员工已离职，不能新增奖惩记录');
    const [row] = (await rewards('?pageSize=1')).records;
    const other = await employeeWith('1');
    expectFail(await send('hrmRewardPunishEdit', 'PUT', '/hrm/rewardPunish/edit', { ...rewardForm(other), id: row?.id }), '不能更改记录所属的员工');
    expectFail(await send('hrmRewardPunishEdit', 'PUT', '/hrm/rewardPunish/edit', rewardForm(other)), '参数错误：body.id 不能为空');
    expectFail(await send('hrmRewardPunishEdit', 'PUT', '/hrm/rewardPunish/edit', { ...rewardForm(other), id: 'unknown' }), '未找到对应数据');
    await mock.fromSeed(async () => {
      expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${other.id}`), '删除成功!');
      expectFail(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(other)), '该员工已在花名册回收站，不能新增奖惩记录');
    });
  });

  it('exports the filtered records or the selections as a workbook, and imports rows found by 工号', async () => {
    const filter = 'rpType=2';
    const sheet = await readSheet((await callRaw(mock.app, 'hrmRewardPunishExportXls', { url: `/v1/hrm/rewardPunish/exportXls?${filter}`, token: mock.token })).raw);
    expect(sheet[0]?.[0]).toBe('奖惩记录');
    expect(sheet[2]).toEqual(['工号', '姓名', '部门', '项目', '奖惩类型', '奖惩类别', '奖惩日期', '金额(元)', '奖惩事由', '附件', '备注']);
    expect(sheet.length - 3).toBe((await rewards(`?${filter}`)).total);
    expect(sheet.slice(3).every((row) => row[4] === '惩罚')).toBe(true);
    const [a] = (await rewards('?pageSize=1')).records;
    const selected = await readSheet((await callRaw(mock.app, 'hrmRewardPunishExportXls', { url: `/v1/hrm/rewardPunish/exportXls?selections=${a?.id}`, token: mock.token })).raw);
    expect(selected.slice(3).map((row) => row[0])).toEqual([a?.workNo]);

    await mock.fromSeed(async () => {
      const working = await employeeWith('2');
      const file = await workbook([
        ['工号', '姓名', '奖惩类型', '奖惩类别', '奖惩日期', '金额(元)', '奖惩事由', '备注'],
        [working.workNo, working.name, '奖励', '通报表扬', dayText(-1), '', '导入的表扬', ''],
        [working.workNo, '别人', '奖励', '通报表扬', dayText(-1), '', '姓名不符', ''],
        ['00000000', '', '奖励', '通报表扬', dayText(-1), '', '工号不存在', ''],
        [working.workNo, working.name, '惩罚', '通报表扬', dayText(-1), '', '类别不符', ''],
        [working.workNo, working.name, '惩罚', '罚款', dayText(-1), '2000000', '太多', ''],
      ]);
      const body = multipart({}, { name: 'rewards.xlsx', type: XLSX, content: file });
      const answer = await call(mock.app, 'hrmRewardPunishImportExcel', { method: 'POST', url: '/v1/hrm/rewardPunish/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 5, successCount: 1, errorCount: 4 } });
      const report = await readSheet((await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` })).raw);
      expect(report.slice(3).map((row) => row.at(-1))).toEqual([`姓名与工号不符：${working.workNo} 是${working.name}`, '员工不存在：00000000', '奖惩类别与奖惩类型不符', '金额应在0到1000000元之间']);
      expect((await rewards(`?employeeId=${working.id}&reason=${encodeURIComponent('导入的表扬')}`)).records[0]).toMatchObject({ rpCategory: '11', amount: 0 });
    });
  });
});

describe('培训记录', () => {
  it('A-GEN-03 lists the seeded trainings with the employee joined and the dictionaries translated, latest start first', async () => {
    const page = await trainings('?pageSize=50');
    expect(page.total).toBeGreaterThan(500);
    expect(page.records[0]).toMatchObject({ workNo: expect.any(String), courseName: expect.any(String), trainingType_dictText: expect.any(String) });
    const starts = page.records.map((r) => r.startDate);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(page.records.every((r) => r.endDate >= r.startDate && r.hours > 0)).toBe(true);
  });

  it('adds, edits, filters and deletes a training; the employee shows it in 员工详情', async () => {
    const employee = await employeeWith('1');
    expectOk(await send('hrmTrainingAdd', 'POST', '/hrm/training/add', trainingForm(employee, { courseName: '契约测试课程' })), '添加成功！');
    const [row] = (await trainings(`?employeeId=${employee.id}&courseName=${encodeURIComponent('契约测试课程')}`)).records;
    expect(row).toMatchObject({ workNo: employee.workNo, trainingType_dictText: '安全培训', result_dictText: '合格', hours: 8, cost: 120.5, attachment: 'training/结业证书.jpg' });
    const id = row?.id as string;
    expectOk(await send('hrmTrainingEdit', 'PUT', '/hrm/training/edit', trainingForm(employee, { id, courseName: '契约测试课程', result: '3', hours: 12.5 })), '编辑成功!');
    expect(resultOf(await get('hrmTrainingQueryById', `/hrm/training/queryById?id=${id}`))).toMatchObject({ result_dictText: '优秀', hours: 12.5 });
    expect((await trainings(`?trainingType=3&result=3&startDate_begin=${dayText(-5)}&workNo=${employee.workNo}`)).records.map((r) => r.id)).toContain(id);
    expect(resultOf(await get('hrmEmployeeListTrainingByMainId', `/hrm/employee/listTrainingByMainId?employeeId=${employee.id}`)).records.map((r) => r.id)).toContain(id);
    expectOk(await send('hrmTrainingDelete', 'DELETE', `/hrm/training/delete?id=${id}`), '删除成功!');
    expectFail(await get('hrmTrainingQueryById', `/hrm/training/queryById?id=${id}`), '未找到对应数据');
    expectFail(await send('hrmTrainingDeleteBatch', 'DELETE', '/hrm/training/deleteBatch?ids=unknown,'), '未找到对应数据');
  });

  it.each([
    ['an end before the start', { startDate: dayText(-4), endDate: dayText(-5) }, '结束日期不能早于开始日期'],
    ['more hours than the days hold', { startDate: dayText(-5), endDate: dayText(-5), hours: 24.5 }, '学时不能超过培训天数×24（24学时）'],
    ['a result before the training ended', { startDate: dayText(-1), endDate: dayText(2), result: '1' }, '培训尚未结束，不能填写考核结果'],
    ['an unknown employee', { employeeId: 'no-such-employee' }, '员工不存在'],
  ])('refuses %s', async (_case, overrides, message) => {
    const employee = await employeeWith('2');
    expectFail(await send('hrmTrainingAdd', 'POST', '/hrm/training/add', trainingForm(employee, overrides)), message);
  });

  it.each([
    ['no hours', { hours: 0 }, '参数错误：body.hours 必须大于 0'],
    ['over 1000 hours', { hours: 1000.5 }, '参数错误：body.hours 不能大于 1000'],
    ['a negative cost', { cost: -5 }, '参数错误：body.cost 不能小于 0'],
    ['an unknown type', { trainingType: '9' }, '参数错误：body.trainingType 取值应为 1/2/3/4/5/6 之一'],
    ['no course', { courseName: '' }, '参数错误：body.courseName 长度不能少于 1 个字符'],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const employee = await employeeWith('2');
    expect400(await send('hrmTrainingAdd', 'POST', '/hrm/training/add', trainingForm(employee, overrides)), message);
  });

  it('a training still to come is added without a result; a resigned employee gets none', async () => {
    const employee = await employeeWith('2');
    await mock.fromSeed(async () => {
      expectOk(await send('hrmTrainingAdd', 'POST', '/hrm/training/add', trainingForm(employee, { courseName: '下月课程', startDate: dayText(20), endDate: dayText(21), result: '' })), '添加成功！');
      expect((await trainings(`?employeeId=${employee.id}&courseName=${encodeURIComponent('下月课程')}`)).records[0]).toMatchObject({ result: null });
    });
    const resigned = await employeeWith('3');
    expectFail(await send('hrmTrainingAdd', 'POST', '/hrm/training/add', trainingForm(resigned)), '该员工已离职，不能新增培训记录');
  });

  it('exports the filtered trainings as a workbook, and imports rows found by 工号', async () => {
    const filter = 'trainingType=1';
    const sheet = await readSheet((await callRaw(mock.app, 'hrmTrainingExportXls', { url: `/v1/hrm/training/exportXls?${filter}`, token: mock.token })).raw);
    expect(sheet[0]?.[0]).toBe('培训记录');
    expect(sheet[2]).toEqual(['工号', '姓名', '部门', '项目', '培训名称', '培训类型', '开始日期', '结束日期', '学时', '培训机构', '讲师', '考核结果', '培训费用(元)', '证书/附件', '备注']);
    expect(sheet.length - 3).toBe((await trainings(`?${filter}`)).total);

    await mock.fromSeed(async () => {
      const working = await employeeWith('2');
      const file = await workbook([
        ['工号', '姓名', '培训名称', '培训类型', '开始日期', '结束日期', '学时', '培训机构', '讲师', '考核结果', '培训费用(元)', '备注'],
        [working.workNo, working.name, '导入的课程', '岗位技能', dayText(-3), dayText(-2), '12', '公司培训中心', '李敏', '优秀', '0', ''],
        [working.workNo, working.name, '倒过来的课程', '岗位技能', dayText(-2), dayText(-3), '12', '', '', '', '', ''],
        [working.workNo, working.name, '没有学时', '岗位技能', dayText(-3), dayText(-2), '', '', '', '', '', ''],
        [working.workNo, working.name, '怪类型', '潜水', dayText(-3), dayText(-2), '4', '', '', '', '', ''],
      ]);
      const body = multipart({}, { name: 'trainings.xlsx', type: XLSX, content: file });
      const answer = await call(mock.app, 'hrmTrainingImportExcel', { method: 'POST', url: '/v1/hrm/training/importExcel', token: mock.token, headers: body.headers, payload: body.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 4, successCount: 1, errorCount: 3 } });
      const report = await readSheet((await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}` })).raw);
      expect(report.slice(3).map((row) => row.at(-1))).toEqual(['结束日期不能早于开始日期', '学时应大于0且不超过1000', '培训类型不正确：潜水']);
      expect((await trainings(`?employeeId=${working.id}&courseName=${encodeURIComponent('导入的课程')}`)).records[0]).toMatchObject({ trainingType: '2', result: '3', hours: 12 });
    });
  });
});

describe('the recycle bin', () => {
  it('彻底删除 removes an employee with their 奖惩记录 and 培训记录; while in the bin they are not listed', async () => {
    await mock.fromSeed(async () => {
      const employee = await employeeWith('2');
      expectOk(await send('hrmRewardPunishAdd', 'POST', '/hrm/rewardPunish/add', rewardForm(employee)), '添加成功！');
      expectOk(await send('hrmTrainingAdd', 'POST', '/hrm/training/add', trainingForm(employee)), '添加成功！');
      expectOk(await send('hrmEmployeeDelete', 'DELETE', `/hrm/employee/delete?id=${employee.id}`), '删除成功!');
      expect((await rewards(`?employeeId=${employee.id}`)).total).toBe(0);
      expect((await trainings(`?employeeId=${employee.id}`)).total).toBe(0);
      expect(mock.app.store.data.hrRewardPunishes.some((r) => r.employeeId === employee.id)).toBe(true);
      expectOk(await send('misEmployeeRealDelete', 'DELETE', `/mis/employee/realDelete?ids=${employee.id}`), '彻底删除成功!');
      expect(mock.app.store.data.hrRewardPunishes.some((r) => r.employeeId === employee.id)).toBe(false);
      expect(mock.app.store.data.hrTrainings.some((r) => r.employeeId === employee.id)).toBe(false);
    });
  });
});

describe('who sees the two screens', () => {
  it('A-GEN-03 HR staff (jeecg, role hr) have both menu entries and add, edit, export and import, but not delete; admin has all', async () => {
    const leaves = (result: Schema<'PermissionResult'>) => result.menu.find((m) => m.meta.title === '人力资源')?.children?.map((c) => [c.meta.title, c.path, c.component]) ?? [];
    const buttons = (result: Schema<'PermissionResult'>) => result.auth.map((a) => a.action).filter((action) => /^hrm:(rewardPunish|training):/.test(action)).sort();
    const entries = [
      ['奖惩记录', '/hrm/rewardPunish/list', 'hrm/rewardPunish/RewardPunishList'],
      ['培训记录', '/hrm/training/list', 'hrm/training/TrainingList'],
    ];
    const jeecg = await permissionsOf(mock.app, 'jeecg');
    expect(leaves(jeecg)).toEqual(expect.arrayContaining(entries));
    expect(buttons(jeecg)).toEqual(['add', 'edit', 'export', 'import'].flatMap((a) => [`hrm:rewardPunish:${a}`, `hrm:training:${a}`]).sort());
    const admin = await permissionsOf(mock.app, 'admin');
    expect(leaves(admin)).toEqual(expect.arrayContaining(entries));
    expect(buttons(admin)).toHaveLength(12);
  });
});

describe('bad input', () => {
  it('the per-employee lists need the employee; an unknown one gives an empty page', async () => {
    expect400(await get('hrmEmployeeListRewardPunishByMainId', '/hrm/employee/listRewardPunishByMainId'), '参数错误：query.employeeId 不能为空');
    expect400(await get('hrmEmployeeListTrainingByMainId', '/hrm/employee/listTrainingByMainId'), '参数错误：query.employeeId 不能为空');
    expect(resultOf(await get('hrmEmployeeListTrainingByMainId', '/hrm/employee/listTrainingByMainId?employeeId=unknown')).total).toBe(0);
    expect400(await send('hrmRewardPunishDelete', 'DELETE', '/hrm/rewardPunish/delete'), '参数错误：query.id 不能为空');
    expect400(await send('hrmTrainingDelete', 'DELETE', '/hrm/training/delete'), '参数错误：query.id 不能为空');
    expect400(await send('hrmTrainingDeleteBatch', 'DELETE', '/hrm/training/deleteBatch'), '参数错误：query.ids 不能为空');
    expect400(await get('hrmRewardPunishQueryById', '/hrm/rewardPunish/queryById'), '参数错误：query.id 不能为空');
    expect400(await get('hrmTrainingQueryById', '/hrm/training/queryById'), '参数错误：query.id 不能为空');
    expect400(await get('hrmTrainingList', '/hrm/training/list?pageNo=abc'), '参数错误：query.pageNo 类型应为 integer');
  });

  it('a refused sort answers the envelope from the exports; no file answers naming the field', async () => {
    const bad = await callRaw(mock.app, 'hrmTrainingExportXls', { url: '/v1/hrm/training/exportXls?column=nope', token: mock.token });
    expect(JSON.parse(bad.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：nope' });
    const empty = multipart({ other: '1' });
    expectFail(await call(mock.app, 'hrmRewardPunishImportExcel', { method: 'POST', url: '/v1/hrm/rewardPunish/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
  });
});
