import { describe, expect, it } from 'vitest';
import { mockPerFile, call, callRaw, resultOf, expect400, expectFail, multipart, readSheet, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

describe('positions', () => {
  const list = async (query = '') => {
    const answer = await get('sysPositionList', `/v1/sys/position/list${query}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    return resultOf(answer);
  };

  it('A-SYS-48 B-PICK-16 lists positions by name with rank and rank_dictText', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.records.map((p) => p.name)).toEqual(expect.arrayContaining(['项目经理', '客服专员', '装维工程师', '招聘专员']));
    const page = await list(`?name=${encodeURIComponent('*客服*')}&column=rank&order=asc`);
    expect(page.records.map((p) => [p.code, p.name, p.rank, p.rank_dictText])).toEqual([
      ['cs_agent', '客服专员', '1', '员级'],
      ['cs_senior', '高级客服专员', '2', '助级'],
    ]);
    // default sort createTime desc
    const times = all.records.map((p) => p.createTime as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('list refuses a pageSize that is not a number and an unknown sort column', async () => {
    expect400(await get('sysPositionList', '/v1/sys/position/list?pageSize=ten'), '参数错误：query.pageSize 类型应为 integer');
    expectFail(await get('sysPositionList', '/v1/sys/position/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
  });

  it('adds, reads, edits and deletes a position', async () => {
    const add = await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: 'forklift_driver', name: '叉车司机', rank: '1' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const [created] = (await list('?code=forklift_driver')).records;
    expect(created).toMatchObject({ name: '叉车司机', rank_dictText: '员级', sysOrgCode: 'A01', createBy: 'admin' });

    expectFail(await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: 'forklift_driver', name: '叉车工' }), '职务编码已存在');

    const edit = await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: created?.id, code: 'forklift_driver', name: '仓储叉车司机', rank: '2' });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    const byId = await get('sysPositionQueryById', `/v1/sys/position/queryById?id=${created?.id}`);
    expect(byId.body).toMatchObject({ success: true, code: 0, result: { name: '仓储叉车司机', rank: '2', rank_dictText: '助级', updateBy: 'admin' } });

    const removed = await send('sysPositionDelete', 'DELETE', `/v1/sys/position/delete?id=${created?.id}`);
    expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!', result: '删除成功!' });
    expect((await list('?code=forklift_driver')).total).toBe(0);
  });

  it('add with a malformed code or without name answers 400 naming the field', async () => {
    expect400(await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: '叉车 司机', name: '叉车司机' }), '参数错误：body.code 格式不正确');
    expect400(await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: 'driver' }), '参数错误：body.name 不能为空');
  });

  it('edit refuses an unknown id, another position\'s code and an unknown rank', async () => {
    const cs = mock.app.store.data.positions.find((p) => p.code === 'cs_agent');
    expectFail(await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: 'nope', code: 'x1', name: 'x' }), '未找到对应实体');
    expectFail(await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: cs?.id, code: 'recruiter', name: '客服专员' }), '职务编码已存在');
    expect400(await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: cs?.id, code: 'cs_agent', name: '客服专员', rank: '9' }), '参数错误：body.rank 取值应为 1/2/3/4/5/null 之一');
  });

  it('queryById of an unknown id answers 未找到对应实体; without id 400', async () => {
    expectFail(await get('sysPositionQueryById', '/v1/sys/position/queryById?id=nope'), '未找到对应实体');
    expect400(await get('sysPositionQueryById', '/v1/sys/position/queryById'), '参数错误：query.id 不能为空');
  });

  it('delete without id answers 400', async () => {
    expect400(await send('sysPositionDelete', 'DELETE', '/v1/sys/position/delete'), '参数错误：query.id 不能为空');
  });

  it('deleteBatch removes the listed positions; only commas → 参数不识别！', async () => {
    const ids = mock.app.store.data.positions.filter((p) => ['content_moderator', 'cashier'].includes(p.code)).map((p) => p.id);
    const answer = await send('sysPositionDeleteBatch', 'DELETE', `/v1/sys/position/deleteBatch?ids=${ids.join(',')},`);
    expect(answer.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await list('?code=content_moderator,cashier')).total).toBe(0);
    expectFail(await send('sysPositionDeleteBatch', 'DELETE', '/v1/sys/position/deleteBatch?ids=,'), '参数不识别！');
    expect400(await send('sysPositionDeleteBatch', 'DELETE', '/v1/sys/position/deleteBatch'), '参数错误：query.ids 不能为空');
  });

  it('exports positions (all or the selections) and imports them back with row errors', async () => {
    const file = await callRaw(mock.app, 'sysPositionExportXls', { url: `/v1/sys/position/exportXls?name=${encodeURIComponent('*工程师*')}&column=code&order=asc`, token: mock.token });
    const rows = await readSheet(file.raw);
    expect(rows[2]).toEqual(['职务编码', '职务名称', '职级']);
    expect(rows.slice(3)).toEqual([
      ['inspection_engineer', '基站巡检工程师', '助级'],
      ['install_engineer', '装维工程师', '助级'],
      ['senior_install_engineer', '高级装维工程师', '中级'],
    ]);
    const sheet = await workbook([
      ['职务编码', '职务名称', '职级'],
      ['warehouse_keeper', '仓管员', '员级'],
      ['security_guard', '安保员', '1'],
      ['cs_agent', '客服专员', '员级'],
      ['chef', '厨师', '特级'],
      ['', '无编码', ''],
    ]);
    const form = multipart({}, { name: '职务.xlsx', type: XLSX, content: sheet });
    const answer = await call(mock.app, 'sysPositionImportExcel', { method: 'POST', url: '/v1/sys/position/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 5, successCount: 2, errorCount: 3 } });
    expect((await list('?code=warehouse_keeper,security_guard&column=code&order=asc')).records.map((p) => p.rank_dictText)).toEqual(['员级', '员级']);
  });

  it('export with a bad sort answers the envelope; an import with no file answers the reason', async () => {
    const exported = await callRaw(mock.app, 'sysPositionExportXls', { url: '/v1/sys/position/exportXls?column=salary', token: mock.token });
    expect(JSON.parse(exported.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    const empty = multipart({ note: 'x' });
    const answer = await call(mock.app, 'sysPositionImportExcel', { method: 'POST', url: '/v1/sys/position/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload });
    expectFail(answer, '参数错误：body.file 不能为空（请上传Excel文件）');
  });
});
