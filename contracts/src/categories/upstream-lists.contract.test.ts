// The category calls of the real (upstream) client's 分类字典: rootList, childList and getChildListBatch.
import { describe, expect, it } from 'vitest';
import { mockPerFile, resultOf, expectFail } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get } = mock;
const idOf = (code: string) => mock.app.store.data.categories.find((c) => c.code === code)?.id as string;

describe('categories as the upstream client reads them', () => {
  it('childList: the categories a filter keeps, unpaged, in code order (code 0)', async () => {
    const children = await get('sysCategoryChildList', `/v1/sys/category/childList?pid=${idOf('B02')}`);
    expect(children.body).toMatchObject({ success: true, code: 0, message: '' });
    expect(resultOf(children).map((c) => c.name)).toEqual(['上衣', '裤子']);
    const byName = resultOf(await get('sysCategoryChildList', `/v1/sys/category/childList?name=${encodeURIComponent('*客服*')}`));
    expect(byName.map((c) => c.code)).toEqual(['B03A01A01', 'B03A01A02']);
    const every = resultOf(await get('sysCategoryChildList', '/v1/sys/category/childList'));
    expect(every).toHaveLength(mock.app.store.data.categories.length);
    expectFail(await get('sysCategoryChildList', '/v1/sys/category/childList?column=price'), '请注意，将要排序的列字段不存在：price');
  });

  it('getChildListBatch: the children of several parents in one page object (page 1 of 10, every child kept)', async () => {
    const answer = await get('sysCategoryGetChildListBatch', `/v1/sys/category/getChildListBatch?parentIds=${idOf('B02')},${idOf('A01')},nosuch`);
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const page = resultOf(answer);
    const expected = mock.app.store.data.categories.filter((c) => c.pid === idOf('B02') || c.pid === idOf('A01'));
    expect(page).toMatchObject({ total: expected.length, size: 10, current: 1, pages: Math.ceil(expected.length / 10) });
    expect(page.records.map((c) => c.id).sort()).toEqual(expected.map((c) => c.id).sort());
    expect(page.records.every((c) => c.pid === idOf('B02') || c.pid === idOf('A01'))).toBe(true);
    const none = resultOf(await get('sysCategoryGetChildListBatch', '/v1/sys/category/getChildListBatch?parentIds=nosuch'));
    expect(none).toMatchObject({ records: [], total: 0, pages: 0 });
  });
});
