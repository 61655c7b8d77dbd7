// 数据字典's buttons follow the permissions the seeded menu defines (system:dict:*, the items' system:dict:item:* and
// 刷新缓存's role:clear:cache); 导出 (no rule configured) and 回收站 are everybody's. The e2e journey walks it as admin.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DictListPage } from './dict-list-page';

const DICT_ACTIONS = ['add', 'edit', 'delete', 'deleteBatch', 'importExcel', 'item:add', 'item:edit', 'item:delete'].map((action) => `system:dict:${action}`).concat('role:clear:cache');
/** The user holds `held`; every configured button of the screen is a rule that is on, so the others are refused. */
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: DICT_ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

const SEX = { id: 'd1', dictName: '性别', dictCode: 'sex', description: null, createTime: '2026-01-01 10:00:00' };
const ITEMS = [
  { id: 'i1', dictId: 'd1', itemText: '男', itemValue: '1', sortOrder: 1, status: 1 },
  { id: 'i2', dictId: 'd1', itemText: '女', itemValue: '2', sortOrder: 2, status: 1 },
];

beforeEach(() => {
  installFakeBackend({
    'GET /sys/dict/list': () => ({ data: envelope(200, { records: [SEX], total: 1 }) }),
    'GET /sys/dictItem/list': () => ({ data: envelope(200, { records: ITEMS, total: 2 }) }),
  });
});

const page = () => within(screen.getByTestId('dict-list-page'));
const sexRow = async () => within((await screen.findByText('sex', { selector: 'td, td *' })).closest('tr') as HTMLElement);

async function openItems(row: ReturnType<typeof within>) {
  fireEvent.click(row.getByText('字典配置'));
  const items = await screen.findByTestId('dict-items');
  await waitFor(() => expect(items.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(2));
  return within(items);
}

describe('数据字典: the buttons a permission shows', () => {
  it('B-PERM-01 B-PERM-09 B-PERM-12 a user holding system:dict:edit and system:dict:item:add sees 导出, 回收站, row 编辑 and the items\' 新增 only', async () => {
    renderWithProviders(<DictListPage />, { permissions: permissions(['system:dict:edit', 'system:dict:item:add']) });
    const row = await sexRow();
    for (const shown of [/导\s*出/, /回\s*收\s*站/]) expect(page().getByRole('button', { name: shown })).toBeInTheDocument();
    for (const hidden of [/添\s*加/, /导\s*入/, /刷新缓存/]) expect(page().queryByRole('button', { name: hidden })).toBeNull();
    expect(row.getByText('编辑')).toBeInTheDocument();
    expect(row.queryByText('删除')).toBeNull();

    const items = await openItems(row);
    expect(items.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(items.queryAllByText('编辑')).toHaveLength(0);
    expect(items.queryAllByText('删除')).toHaveLength(0);
  });

  it('a user holding every button sees 添加, 导入, 刷新缓存, row 删除 and the items\' 编辑 and 删除 as well', async () => {
    renderWithProviders(<DictListPage />, { permissions: permissions(DICT_ACTIONS) });
    const row = await sexRow();
    for (const shown of [/添\s*加/, /导\s*入/, /刷新缓存/, /导\s*出/, /回\s*收\s*站/]) expect(page().getByRole('button', { name: shown })).toBeInTheDocument();
    expect(row.getByText('删除')).toBeInTheDocument();

    const items = await openItems(row);
    expect(items.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(items.getAllByText('编辑')).toHaveLength(2);
    expect(items.getAllByText('删除')).toHaveLength(2);
  });
});
