import { describe, expect, it } from 'vitest';
import { mockPerFile, resultOf, expect400, expectFail, signedHeaders, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

/** Signs a GET as the client does. */
const signed = <Op extends OperationId>(operationId: Op, url: string) => get(operationId, url, signedHeaders(url));

describe('dictionary maintenance', () => {
  const dictOf = (code: string) => mock.app.store.data.dicts.find((d) => d.dictCode === code);
  const items = async (code: string) => resultOf(await signed('sysDictGetDictItems', `/v1/sys/dict/getDictItems/${code}`));
  const all = async () => resultOf(await get('sysDictQueryAllDictItems', '/v1/sys/dict/queryAllDictItems'));

  it('lists dictionaries with code 0, filtered by code and name', async () => {
    const answer = await get('sysDictList', '/v1/sys/dict/list?dictCode=sex');
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(resultOf(answer).records).toEqual([expect.objectContaining({ dictCode: 'sex', dictName: '性别', type: 1, delFlag: 0 })]);
    const byName = resultOf(await get('sysDictList', `/v1/sys/dict/list?dictName=${encodeURIComponent('*状态*')}&pageSize=50`));
    expect(byName.records.map((d) => d.dictCode)).toEqual(expect.arrayContaining(['user_status', 'depart_status', 'valid_status']));
    expect(byName.records.every((d) => d.dictName.includes('状态'))).toBe(true);
  });

  it('list answers the first page for pageNo 0 or less, as MyBatis-Plus does (upstream asks for page 0 after deleting the last row of a page)', async () => {
    const first = resultOf(await get('sysDictList', '/v1/sys/dict/list?pageNo=1&pageSize=5'));
    for (const pageNo of [0, -3]) expect(resultOf(await get('sysDictList', `/v1/sys/dict/list?pageNo=${pageNo}&pageSize=5`))).toEqual(first);
    expect400(await get('sysDictList', '/v1/sys/dict/list?pageNo=first'), '参数错误：query.pageNo 类型应为 integer');
  });

  it("has the activiti_sync dictionary upstream's user form reads for 工作流引擎", async () => {
    expect((await items('activiti_sync')).map((item) => [item.value, item.text])).toEqual([
      ['1', '同步'],
      ['0', '不同步'],
    ]);
  });

  it('A-DICT-01 A-DICT-03 a new dictionary and its items show in getDictItems and queryAllDictItems at once', async () => {
    const add = await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '社保缴纳地', dictCode: 'social_city', description: '员工社保缴纳城市' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    const dict = dictOf('social_city');
    expect(dict).toMatchObject({ dictName: '社保缴纳地', createBy: 'admin' });
    for (const [itemValue, itemText, sortOrder] of [['bj', '北京', 1], ['sh', '上海', 2], ['gz', '广州', 3]] as const) {
      const item = await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: dict?.id, itemValue, itemText, sortOrder, status: 1 });
      expect(item.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    }
    expect((await items('social_city')).map((i) => [i.value, i.text])).toEqual([['bj', '北京'], ['sh', '上海'], ['gz', '广州']]);
    expect((await all()).social_city?.map((i) => i.text)).toEqual(['北京', '上海', '广州']);
  });

  it('add refuses a code in use and a malformed code', async () => {
    expectFail(await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '性别2', dictCode: 'sex' }), '操作失败，字典编码已存在');
    expect400(await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '坏编码', dictCode: '1abc' }), '参数错误：body.dictCode 格式不正确');
  });

  it('dictItem add refuses a duplicate value, an unknown dictionary and a missing value', async () => {
    const sex = dictOf('sex');
    expectFail(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: sex?.id, itemValue: '1', itemText: '男士' }), '该值不可用，系统中已存在！');
    expectFail(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: 'nope', itemValue: '9', itemText: '未知' }), '操作失败，字典不存在');
    expect400(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: sex?.id, itemText: '未知' }), '参数错误：body.itemValue 不能为空');
  });

  it('A-DICT-04 an item edit shows in the lookups and in list _dictText companions at once', async () => {
    const rank = dictOf('position_rank');
    const item = rank?.items.find((i) => i.itemValue === '1');
    const edit = await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: item?.id, dictId: rank?.id, itemValue: '1', itemText: '初级', sortOrder: 1, status: 1 });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    expect((await items('position_rank'))[0]).toEqual({ value: '1', text: '初级', title: '初级', label: '初级' });
    expect((await all()).position_rank?.[0]?.text).toBe('初级');
    const positions = resultOf(await get('sysPositionList', '/v1/sys/position/list?code=cs_agent'));
    expect(positions.records[0]?.rank_dictText).toBe('初级');

    // a disabled item leaves the lookups but stays in the item list
    const five = rank?.items.find((i) => i.itemValue === '5');
    await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: five?.id, dictId: rank?.id, itemValue: '5', itemText: '正高级', status: 0 });
    expect((await items('position_rank')).map((i) => i.value)).toEqual(['1', '2', '3', '4']);
    const listed = resultOf(await get('sysDictItemList', `/v1/sys/dictItem/list?dictId=${rank?.id}`));
    expect(listed.records.find((i) => i.itemValue === '5')).toMatchObject({ status: 0, status_dictText: '不启用' });
  });

  it('dictItem edit refuses an unknown id, a taken value and a missing text', async () => {
    const sex = dictOf('sex');
    const male = sex?.items.find((i) => i.itemValue === '1');
    expectFail(await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: 'nope', dictId: sex?.id, itemValue: '1', itemText: '男' }), '未找到对应实体');
    expectFail(await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: male?.id, dictId: sex?.id, itemValue: '2', itemText: '男' }), '该值不可用，系统中已存在！');
    expect400(await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: male?.id, dictId: sex?.id, itemValue: '1' }), '参数错误：body.itemText 不能为空');
  });

  it('sysDictItemList answers the items of a dictionary by sortOrder with status texts', async () => {
    const priority = dictOf('priority');
    const answer = await get('sysDictItemList', `/v1/sys/dictItem/list?dictId=${priority?.id}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
    expect(page.records.map((i) => [i.itemValue, i.itemText, i.status_dictText])).toEqual([['H', '高', '启用'], ['M', '中', '启用'], ['L', '低', '启用']]);
    expect400(await get('sysDictItemList', '/v1/sys/dictItem/list?pageSize=20000'), '参数错误：query.pageSize 不能大于 10000');
  });

  it('A-DICT-02 a renamed dictionary code is what the lookups answer from then on', async () => {
    const dict = dictOf('social_city');
    const edit = await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: dict?.id, dictName: '社保城市', dictCode: 'social_security_city' });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    expect((await items('social_security_city')).map((i) => i.text)).toEqual(['北京', '上海', '广州']);
    expect(await items('social_city')).toEqual([]);
    expect((await all()).social_city).toBeUndefined();
  });

  it('dict edit refuses an unknown id, a code in use and a missing name', async () => {
    const dict = dictOf('social_security_city');
    expectFail(await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: 'nope', dictName: 'x', dictCode: 'x' }), '未找到对应实体');
    expectFail(await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: dict?.id, dictName: 'x', dictCode: 'sex' }), '操作失败，字典编码已存在');
    expect400(await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: dict?.id, dictCode: 'x' }), '参数错误：body.dictName 不能为空');
  });

  it('deletes an item and a dictionary; unknown ids answer the upstream messages', async () => {
    const dict = dictOf('social_security_city');
    const gz = dict?.items.find((i) => i.itemValue === 'gz');
    expect((await send('sysDictItemDelete', 'DELETE', `/v1/sys/dictItem/delete?id=${gz?.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await items('social_security_city')).map((i) => i.value)).toEqual(['bj', 'sh']);
    expectFail(await send('sysDictItemDelete', 'DELETE', '/v1/sys/dictItem/delete?id=nope'), '未找到对应实体');
    expect((await send('sysDictDelete', 'DELETE', `/v1/sys/dict/delete?id=${dict?.id}`)).body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(await items('social_security_city')).toEqual([]);
    expectFail(await send('sysDictDelete', 'DELETE', '/v1/sys/dict/delete?id=nope'), '删除失败!');
  });

  it('dict and item delete without id answer 400', async () => {
    expect400(await send('sysDictDelete', 'DELETE', '/v1/sys/dict/delete'), '参数错误：query.id 不能为空');
    expect400(await send('sysDictItemDelete', 'DELETE', '/v1/sys/dictItem/delete'), '参数错误：query.id 不能为空');
  });

  it('A-DICT-13 refleshCache answers code 0 with no result', async () => {
    const answer = await get('sysDictRefleshCache', '/v1/sys/dict/refleshCache');
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '', result: null });
    expect400(await get('sysDictRefleshCache', '/v1/sys/dict/refleshCache', { 'tenant-id': '-1' }), '参数错误：header.tenant-id 格式不正确');
  });
});
