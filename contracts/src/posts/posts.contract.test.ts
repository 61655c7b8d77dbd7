// 岗位管理 (A-GEN-09): posts under departments with their 编制, the headcount filled counted from the roster.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const serving = (departId: string, post: string) =>
  mock.app.store.data.employees.filter((e) => e.delFlag !== 1 && e.status !== '3' && (e.projectId || e.departId) === departId && e.post === post).length;

describe('posts', () => {
  it('A-GEN-09 lists posts per department with the headcount filled from the roster and the vacancy', async () => {
    const page = resultOf(await get('sysPostList', '/v1/sys/post/list?pageSize=500'));
    expect(page.total).toBeGreaterThan(50);
    for (const post of page.records.slice(0, 40)) {
      expect(post.headcountFilled, post.code).toBe(serving(post.departId, post.name));
      expect(post.vacancy).toBe(post.headcountPlan - post.headcountFilled);
      expect(post.departId_dictText).toBeTruthy();
    }
    expect(page.records.some((p) => p.vacancy > 0)).toBe(true);
    expect(page.records.some((p) => p.vacancy < 0)).toBe(true);
    // A branch of the tree: a business unit's posts include its projects'.
    const bu = mock.app.store.data.departs.find((d) => d.departName === '通信事业部');
    const branch = resultOf(await get('sysPostList', `/v1/sys/post/list?departId=${bu?.id}&departIdTree=1&pageSize=100`));
    expect(branch.records.map((p) => p.departId_dictText)).toEqual(expect.arrayContaining(['移动客服外包项目', '联通装维外包项目']));
    expect(resultOf(await get('sysPostList', `/v1/sys/post/list?departId=${bu?.id}&pageSize=100`)).total).toBeLessThan(branch.total);
    const sorted = resultOf(await get('sysPostList', '/v1/sys/post/list?column=vacancy&order=desc&pageSize=5')).records.map((p) => p.vacancy);
    expect([...sorted].sort((a, b) => b - a)).toEqual(sorted);
  });

  it('list refuses a bad page size, an unknown sort column and a bad departIdTree', async () => {
    expect400(await get('sysPostList', '/v1/sys/post/list?pageSize=ten'), '参数错误：query.pageSize 类型应为 integer');
    expectFail(await get('sysPostList', '/v1/sys/post/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
    expect400(await get('sysPostList', '/v1/sys/post/list?departIdTree=2'), '参数错误：query.departIdTree 取值应为 0/1 之一');
  });

  it('A-GEN-09 adds, reads, edits and deletes a post; a new hire on its name fills it', () =>
    mock.fromSeed(async () => {
      const depart = mock.app.store.data.departs.find((d) => d.departName === '财务部');
      expect((await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW-SWZY', name: '税务会计', rank: '3', headcountPlan: '2', duty: '纳税申报' })).body).toMatchObject({ success: true, message: '添加成功！' });
      expectFail(await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW-SWZY', name: '另一个', headcountPlan: 1 }), '岗位编码已存在');
      expectFail(await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW-2', name: '税务会计', headcountPlan: 1 }), '该部门已有同名岗位：税务会计');
      expectFail(await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: 'nope', code: 'CW-3', name: 'x', headcountPlan: 1 }), '所属部门不存在');
      expect400(await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW 3', name: 'x', headcountPlan: 1 }), '参数错误：body.code 格式不正确');
      expect400(await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW3', name: 'x', headcountPlan: -1 }), '参数错误：body.headcountPlan 不能小于 0');
      const [post] = resultOf(await get('sysPostList', '/v1/sys/post/list?code=CW-SWZY')).records;
      expect(post).toMatchObject({ name: '税务会计', rank_dictText: '中级', headcountPlan: 2, headcountFilled: 0, vacancy: 2, departId_dictText: '财务部' });
      const employee = mock.app.store.data.employees.find((e) => e.delFlag !== 1 && e.status !== '3' && !e.projectId && e.departId === depart?.id);
      expect(employee).toBeDefined();
      if (employee) employee.post = '税务会计';
      expect(resultOf(await get('sysPostQueryById', `/v1/sys/post/queryById?id=${post?.id}`))).toMatchObject({ headcountFilled: 1, vacancy: 1 });
      expectFail(await send('sysPostDelete', 'DELETE', `/v1/sys/post/delete?id=${post?.id}`), '该岗位尚有在岗员工1人，不能删除：税务会计');
      expectFail(await get('sysPostQueryById', '/v1/sys/post/queryById?id=nope'), '未找到对应数据');
      expect400(await get('sysPostQueryById', '/v1/sys/post/queryById'), '参数错误：query.id 不能为空');
      expect((await send('sysPostEdit', 'PUT', '/v1/sys/post/edit', { id: post?.id, departId: depart?.id, code: 'CW-SWZY', name: '税务主管', rank: '4', headcountPlan: 1 })).body).toMatchObject({ success: true, message: '编辑成功!' });
      expectFail(await send('sysPostEdit', 'PUT', '/v1/sys/post/edit', { id: 'nope', departId: depart?.id, code: 'X1', name: 'x', headcountPlan: 1 }), '未找到对应数据');
      expectFail(await send('sysPostEdit', 'PUT', '/v1/sys/post/edit', { departId: depart?.id, code: 'X1', name: 'x', headcountPlan: 1 }), '参数错误：body.id 不能为空');
      expect((await send('sysPostDelete', 'DELETE', `/v1/sys/post/delete?id=${post?.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
      expect400(await send('sysPostDelete', 'DELETE', '/v1/sys/post/delete'), '参数错误：query.id 不能为空');
      await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW-A', name: '甲', headcountPlan: 1 });
      await send('sysPostAdd', 'POST', '/v1/sys/post/add', { departId: depart?.id, code: 'CW-B', name: '乙', headcountPlan: 1 });
      const ids = resultOf(await get('sysPostList', '/v1/sys/post/list?code=CW-A,CW-B')).records.map((p) => p.id);
      expect((await send('sysPostDeleteBatch', 'DELETE', `/v1/sys/post/deleteBatch?ids=${ids.join(',')},`)).body).toMatchObject({ success: true, message: '批量删除成功!' });
      expectFail(await send('sysPostDeleteBatch', 'DELETE', '/v1/sys/post/deleteBatch?ids=,'), '参数不识别！');
      expect400(await send('sysPostDeleteBatch', 'DELETE', '/v1/sys/post/deleteBatch'), '参数错误：query.ids 不能为空');
    }));

  it('A-GEN-09 exports the posts with their counts and imports a workbook row by row', () =>
    mock.fromSeed(async () => {
      const file = await callRaw(mock.app, 'sysPostExportXls', { url: '/v1/sys/post/exportXls', token: mock.token });
      const sheet = await readSheet(file.raw);
      expect(sheet[0]?.[0]).toBe('岗位');
      expect(sheet[2]).toEqual(['所属部门', '岗位编码', '岗位名称', '职级', '编制人数', '在岗人数', '缺编人数', '岗位职责']);
      const refused = await callRaw(mock.app, 'sysPostExportXls', { url: '/v1/sys/post/exportXls?column=salary', token: mock.token });
      expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false });
      const rows = [['所属部门', '岗位编码', '岗位名称', '职级', '编制人数'], ['财务部', 'CW-IMP', '成本会计', '中级', '1'], ['不存在的部门', 'X-IMP', '某岗', '', '1'], ['财务部', 'CW-IMP2', '出纳助理', '', '-2']];
      const form = multipart({}, { name: '岗位.xlsx', type: XLSX, content: await workbook(rows) });
      const answer = await call(mock.app, 'sysPostImportExcel', { method: 'POST', url: '/v1/sys/post/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 3, successCount: 1, errorCount: 2 } });
      expect(resultOf(await get('sysPostList', '/v1/sys/post/list?code=CW-IMP')).records[0]).toMatchObject({ name: '成本会计', rank: '3' });
      const empty = multipart({ note: 'x' });
      expectFail(await call(mock.app, 'sysPostImportExcel', { method: 'POST', url: '/v1/sys/post/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
    }));
});
