// The 数据字典 screen's calls beyond the spec's list (JeecgBoot 3.3.0 SysDictController / SysDictItemController):
// batch delete, the recycle bin (deleteList, back, deletePhysic), Excel export / import and the item value check.
import { describe, expect, it } from 'vitest';
import { call, callRaw, expect400, expectFail, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

const dictOf = (code: string) => mock.app.store.data.dicts.find((d) => d.dictCode === code);
const listed = async (query: string) => resultOf(await get('sysDictList', `/v1/sys/dict/list?${query}`));
const recycled = async () => resultOf(await get('sysDictDeleteList', '/v1/sys/dict/deleteList')) ?? [];

describe('dictionary recycle bin', () => {
  it('delete and deleteBatch move dictionaries to the recycle bin; their items leave the look-ups', async () => {
    const [yn, urgent] = [dictOf('yn'), dictOf('urgent_level')];
    const batch = await send('sysDictDeleteBatch', 'DELETE', `/v1/sys/dict/deleteBatch?ids=${yn?.id},${urgent?.id},`);
    expect(batch.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect((await listed('dictCode=yn')).total).toBe(0);
    expect(resultOf(await get('sysDictQueryAllDictItems', '/v1/sys/dict/queryAllDictItems'))).not.toHaveProperty('yn');

    const bin = await get('sysDictDeleteList', '/v1/sys/dict/deleteList');
    expect(bin.body).toMatchObject({ success: true, code: 0 });
    expect((await recycled()).map((d) => d.dictCode).sort()).toEqual(['urgent_level', 'yn']);
    expect((await recycled()).every((d) => d.delFlag === 1 && !('items' in d))).toBe(true);
    expectFail(await send('sysDictDeleteBatch', 'DELETE', '/v1/sys/dict/deleteBatch?ids=,'), '参数不识别！');
  });

  it('back takes a dictionary out with its items; deletePhysic deletes it for good', async () => {
    const [yn, urgent] = [dictOf('yn'), dictOf('urgent_level')];
    const back = await send('sysDictBack', 'PUT', `/v1/sys/dict/back/${yn?.id}`);
    expect(back.body).toMatchObject({ success: true, code: 200, message: '操作成功!', result: '操作成功!' });
    expect(resultOf(await get('sysDictQueryAllDictItems', '/v1/sys/dict/queryAllDictItems')).yn?.map((i) => i.text)).toEqual(['否', '是']);
    expectFail(await send('sysDictBack', 'PUT', `/v1/sys/dict/back/${yn?.id}`), '操作失败!');

    expectFail(await send('sysDictDeletePhysic', 'DELETE', `/v1/sys/dict/deletePhysic/${yn?.id}`), '删除失败!');
    const gone = await send('sysDictDeletePhysic', 'DELETE', `/v1/sys/dict/deletePhysic/${urgent?.id}`);
    expect(gone.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(await recycled()).toEqual([]);
    expect(dictOf('urgent_level')).toBeUndefined();
  });

  it('a code waiting in the recycle bin stays taken', async () => {
    const sex = dictOf('send_status');
    await send('sysDictDelete', 'DELETE', `/v1/sys/dict/delete?id=${sex?.id}`);
    expectFail(await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '发布', dictCode: 'send_status' }), '操作失败，字典编码已存在');
    await send('sysDictBack', 'PUT', `/v1/sys/dict/back/${sex?.id}`);
  });
});

describe('dictionary item value check', () => {
  it('answers 该值可用！ for a free value (the edited item excepted) and the upstream refusal for a taken one', async () => {
    const sex = dictOf('sex');
    const male = sex?.items.find((i) => i.itemValue === '1');
    const free = await get('sysDictItemDictItemCheck', `/v1/sys/dictItem/dictItemCheck?itemValue=3&dictId=${sex?.id}`);
    expect(free.body).toMatchObject({ success: true, code: 200, message: '该值可用！' });
    expectFail(await get('sysDictItemDictItemCheck', `/v1/sys/dictItem/dictItemCheck?itemValue=1&dictId=${sex?.id}`), '该值不可用，系统中已存在！');
    const self = await get('sysDictItemDictItemCheck', `/v1/sys/dictItem/dictItemCheck?itemValue=1&dictId=${sex?.id}&id=${male?.id}`);
    expect(self.body).toMatchObject({ success: true });
    expect400(await get('sysDictItemDictItemCheck', `/v1/sys/dictItem/dictItemCheck?dictId=${sex?.id}`), '参数错误：query.itemValue 不能为空');
  });
});

describe('dictionary Excel', () => {
  it('exports the filtered dictionaries (or the selections) and imports them back with row errors', async () => {
    const file = await callRaw(mock.app, 'sysDictExportXls', { url: `/v1/sys/dict/exportXls?dictName=${encodeURIComponent('*状态*')}&column=dictCode&order=asc`, token: mock.token });
    const rows = await readSheet(file.raw);
    expect(rows[2]).toEqual(['字典名称', '字典编码', '描述']);
    const expected = (await listed(`dictName=${encodeURIComponent('*状态*')}&column=dictCode&order=asc&pageSize=100`)).records;
    expect(rows.slice(3).map((row) => row[1])).toEqual(expected.map((d) => d.dictCode));

    const sex = dictOf('sex');
    const picked = await readSheet((await callRaw(mock.app, 'sysDictExportXls', { url: `/v1/sys/dict/exportXls?selections=${sex?.id}`, token: mock.token })).raw);
    expect(picked.slice(3)).toEqual([['性别', 'sex', '']]);

    const sheet = await workbook([
      ['字典名称', '字典编码', '描述'],
      ['社保城市', 'social_city', '员工社保缴纳城市'],
      ['重复', 'sex', ''],
      ['无编码', '', ''],
      ['坏编码', '1bad', ''],
    ]);
    const form = multipart({}, { name: '字典.xlsx', type: XLSX, content: sheet });
    const answer = await call(mock.app, 'sysDictImportExcel', { method: 'POST', url: '/v1/sys/dict/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 4, successCount: 1, errorCount: 3 } });
    expect((await listed('dictCode=social_city')).records).toEqual([expect.objectContaining({ dictName: '社保城市', description: '员工社保缴纳城市', delFlag: 0 })]);
  });

  it('an import of good rows only answers code 200', async () => {
    const form = multipart({}, { name: '字典.xlsx', type: XLSX, content: await workbook([['字典名称', '字典编码', '描述'], ['合同类型', 'contract_kind', '']]) });
    const answer = await call(mock.app, 'sysDictImportExcel', { method: 'POST', url: '/v1/sys/dict/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
  });
});
