// The tree table's calls (001 §7 "Tree table GET": the parent key and an optional condition; the answer is an array
// or has records), as the gallery's tree table makes them against the category dictionary.
import { describe, expect, it } from 'vitest';
import { mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get } = mock;
const idOf = (code: string) => mock.app.store.data.categories.find((c) => c.code === code)?.id as string;

describe('tree table GET', () => {
  it('B-TREETAB-06 sends the parent key and pages; the answer has records with hasChild; a leaf answers no records', async () => {
    const firstPage = resultOf(await get('sysCategoryRootList', '/v1/sys/category/rootList?pid=0&pageNo=1&pageSize=3'));
    expect(firstPage.records.map((c) => c.code)).toEqual(['A01', 'B02', 'B03']);
    expect(firstPage.total).toBe(5);
    const secondPage = resultOf(await get('sysCategoryRootList', '/v1/sys/category/rootList?pid=0&pageNo=2&pageSize=3'));
    expect(secondPage.records.map((c) => c.code)).toEqual(['B04', 'B05']);

    const children = resultOf(await get('sysCategoryRootList', `/v1/sys/category/rootList?pid=${idOf('B02')}&pageNo=1&pageSize=100`));
    expect(children.records.map((c) => [c.name, c.hasChild])).toEqual([
      ['上衣', '1'],
      ['裤子', '0'],
    ]);
    const leaf = mock.app.store.data.categories.find((c) => c.hasChild !== '1') as { id: string };
    expect(resultOf(await get('sysCategoryRootList', `/v1/sys/category/rootList?pid=${leaf.id}`)).records).toEqual([]);
  });

  it('B-TREETAB-06 the tree-data call takes the parent key with an optional condition and answers an array of nodes', async () => {
    const all = resultOf(await get('sysCategoryLoadTreeData', `/v1/sys/category/loadTreeData?pid=${idOf('B02')}`));
    expect(Array.isArray(all)).toBe(true);
    expect(all.map((node) => node.title)).toEqual(['上衣', '裤子']);
    const condition = encodeURIComponent(JSON.stringify({ name: '裤子' }));
    const filtered = resultOf(await get('sysCategoryLoadTreeData', `/v1/sys/category/loadTreeData?pid=${idOf('B02')}&condition=${condition}`));
    expect(filtered.map((node) => node.title)).toEqual(['裤子']);
  });
});
