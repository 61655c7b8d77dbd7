import { describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { failureText, RequestIgnored } from '@/widgets/picker-kit';
import { fetchCategoryTree, fetchDictTexts, fetchDictTree } from './dict-api';

describe('fetchDictTexts (loadDictItem)', () => {
  it('A-DICT-08 the first entry of the answer is the label of the first stored key, in key order', async () => {
    const api = installFakeBackend({ 'GET /sys/dict/loadDictItem/{dict}': () => ({ data: envelope(0, ['张三', '李四']) }) });
    const texts = await fetchDictTexts('sys_user,realname,username', ['zhangsan', 'lisi']);
    expect(texts[0]).toBe('张三');
    expect(texts).toEqual(['张三', '李四']);
    const [request] = api.calls('get', '/sys/dict/loadDictItem/sys_user,realname,username');
    expect(request?.params).toMatchObject({ key: 'zhangsan,lisi' });
  });

  it.each([
    ['an answer that is not a list', envelope(0, { text: '张三' }), []],
    ['entries that are not texts', envelope(0, [null, { text: 'x' }, 7]), ['', '', '7']],
  ])('A-DICT-08 %s gives no label rather than throwing', async (_case, body, expected) => {
    installFakeBackend({ 'GET /sys/dict/loadDictItem/{dict}': () => ({ data: body }) });
    await expect(fetchDictTexts('sys_user,realname,username', ['zhangsan'])).resolves.toEqual(expected);
  });

  it('asks nothing when there is no stored key', async () => {
    const api = installFakeBackend({});
    await expect(fetchDictTexts('sys_user,realname,username', [])).resolves.toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it('rejects with the server message when loadDictItem answers success false', async () => {
    installFakeBackend({ 'GET /sys/dict/loadDictItem/{dict}': () => ({ data: { success: false, code: 500, message: '字典表不存在', result: null } }) });
    await expect(fetchDictTexts('no_table,name,id', ['1'])).rejects.toMatchObject({ message: expect.stringContaining('字典表不存在') as unknown });
  });
});

describe('tree requests that watch their condition', () => {
  const TREE = { dict: 'sys_category,name,id', pidField: 'pid', pidValue: '0' };

  it('A-DICT-16 a watched condition without terms sends nothing and rejects as ignored, with nothing to show', async () => {
    const api = installFakeBackend({ 'GET /sys/dict/loadTreeData': () => ({ data: envelope(0, []) }), 'GET /sys/category/loadTreeData': () => ({ data: envelope(0, []) }) });
    const tree = fetchDictTree({ ...TREE, watchCondition: true, condition: '{"pid":""}' }, undefined);
    await expect(tree).rejects.toBeInstanceOf(RequestIgnored);
    const categories = fetchCategoryTree({ pcode: 'B02', watchCondition: true }, undefined);
    await expect(categories).rejects.toBeInstanceOf(RequestIgnored);
    expect(api.requests).toHaveLength(0);
    expect(failureText(new RequestIgnored(), '加载失败')).toBeNull();
  });

  it('A-DICT-16 a watched condition with a term is sent', async () => {
    const api = installFakeBackend({ 'GET /sys/dict/loadTreeData': () => ({ data: envelope(0, [{ key: 'a', title: '甲', leaf: true }]) }) });
    await fetchDictTree({ ...TREE, watchCondition: true, condition: '{"pid":"1"}' }, undefined);
    expect(api.calls('get', '/sys/dict/loadTreeData')[0]?.params).toMatchObject({ condition: '{"pid":"1"}' });
  });

  it('without a watch setting a tree without condition is asked for all its roots', async () => {
    const api = installFakeBackend({ 'GET /sys/dict/loadTreeData': () => ({ data: envelope(0, []) }) });
    await fetchDictTree(TREE, undefined);
    expect(api.calls('get', '/sys/dict/loadTreeData')).toHaveLength(1);
  });
});
