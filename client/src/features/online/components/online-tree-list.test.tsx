// The tree form's list loads a level only when its parent is first expanded (getTreeData with the parent field), and
// 添加下级 opens the form for a child of that row.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { onlineResourceOf, type OnlineMetadata } from '@/widgets/resource';
import { OnlineTreeList } from './online-tree-list';

const metadata: OnlineMetadata = {
  id: 't1',
  columns: {
    columns: [
      { title: '分类名称', dataIndex: 'name', align: 'center' },
      { title: '分类编码', dataIndex: 'code', align: 'center' },
    ],
    dictOptions: {},
    formTemplate: '1',
    description: '物料分类',
    currentTableName: 'mis_material_category',
    cgButtonList: [],
    hideColumns: [],
    pidField: 'pid',
    hasChildrenField: 'has_child',
    textField: 'name',
  },
  queryInfo: [],
  formItem: {
    schema: {
      type: 'object',
      required: ['name'],
      table: 'mis_material_category',
      properties: { name: { title: '分类名称', view: 'text', type: 'string', order: 1 }, code: { title: '分类编码', view: 'text', type: 'string', order: 2 } },
    },
    head: { id: 't1', tableName: 'mis_material_category', tableTxt: '物料分类', tableType: 1, formCategory: 'temp', formTemplate: '1', isTree: 'Y', isCheckbox: 'N', isPage: 'Y', tableVersion: 1 },
  },
};

const LEVELS: Record<string, Array<Record<string, string>>> = {
  '0': [
    { id: 'it', name: 'IT设备', code: 'IT', pid: '0', has_child: '1' },
    { id: 'lb', name: '劳保用品', code: 'LB', pid: '0', has_child: '0' },
  ],
  it: [{ id: 'pc', name: '计算机', code: 'IT01', pid: 'it', has_child: '0' }],
};

let backend: ReturnType<typeof installFakeBackend>;
beforeEach(() => {
  backend = installFakeBackend({
    'GET /online/cgform/api/getTreeData/{code}': (request) => {
      const records = LEVELS[String((request.params as { pid?: string }).pid)] ?? [];
      return { data: envelope(0, { total: records.length, records }) };
    },
  });
});

const treeCalls = () => backend.calls('GET', '/online/cgform/api/getTreeData/t1').map((request) => (request.params as { pid: string }).pid);

describe('online tree list (issue 29)', () => {
  it('shows the roots, loads a level on its first expand only, and opens 添加下级 for a row', async () => {
    renderWithProviders(<OnlineTreeList resource={onlineResourceOf(metadata)} code="t1" tree={{ pidField: 'pid', hasChildrenField: 'has_child' }} />);
    const root = (await screen.findByText('IT设备')).closest('tr') as HTMLElement;
    expect(screen.getByText('劳保用品')).toBeInTheDocument();
    expect(treeCalls()).toEqual(['0']);
    expect(screen.queryByText('计算机')).toBeNull();
    // A row with children has an expander before they are loaded; a leaf has none.
    const leaf = screen.getByText('劳保用品').closest('tr') as HTMLElement;
    expect(leaf.querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
    const expander = root.querySelector('.ant-table-row-expand-icon') as HTMLElement;
    fireEvent.click(expander);
    expect(await screen.findByText('计算机')).toBeInTheDocument();
    expect(treeCalls()).toEqual(['0', 'it']);
    // Folded and opened again: the loaded level is kept, not asked for again.
    fireEvent.click(root.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    fireEvent.click(root.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(screen.getByText('计算机')).toBeVisible());
    expect(treeCalls()).toEqual(['0', 'it']);

    fireEvent.click(within(root).getByText('添加下级'));
    expect(await screen.findByRole('dialog', { name: '新增' })).toBeInTheDocument();
  });
});
