// The resource list assembled from a description, against the shared HTTP layer answered in-process: what it calls,
// what it shows, and which buttons a user's permissions leave.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button } from 'antd';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { savedQueryKey, writeSavedQueries } from '@/widgets/query-builder/model/saved-queries';
import { defineResource } from '../model/resource';
import { ResourceList, type ResourceFormProps } from './resource-list';

interface Row {
  id: string;
  code: string;
  name: string;
  rank: string;
  rank_dictText?: string;
}

const resource = defineResource<Row>({
  key: 'sample',
  screen: 'test/SampleList',
  permission: 'test:sample',
  defaultSort: { column: 'createTime', order: 'desc' },
  calls: {
    list: '/sys/position/list',
    add: '/sys/position/add',
    edit: '/sys/position/edit',
    delete: '/sys/position/delete',
    deleteBatch: '/sys/position/deleteBatch',
    exportXls: '/sys/position/exportXls',
  },
  rowNumbers: true,
  fields: [
    { name: 'code', label: '编码', kind: 'text', search: 'like' },
    { name: 'name', label: '名称', kind: 'text' },
    { name: 'rank', label: '职级', kind: 'list', dictCode: 'position_rank', column: { width: 120 } },
  ],
});

const ACTIONS = ['add', 'edit', 'delete', 'deleteBatch', 'export', 'import'].map((action) => `test:sample:${action}`);
/** The user holds `held`; every other action of the screen is a rule that is on, so it is refused. */
const permissions = (held: string[]) => ({
  user: held.map((action) => ({ action, type: '1' as const })),
  all: ACTIONS.map((action) => ({ action, type: '1' as const, status: '1' as const })),
});

let rows: Row[];
let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  rows = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}`, code: `C${i + 1}`, name: `职务${i + 1}`, rank: '3', rank_dictText: '中级' }));
  backend = installFakeBackend({
    'GET /sys/position/list': (request) => {
      const { pageNo = 1, pageSize = 10 } = request.params as { pageNo?: number; pageSize?: number };
      const start = (Number(pageNo) - 1) * Number(pageSize);
      return { data: envelope(200, { records: rows.slice(start, start + Number(pageSize)), total: rows.length }) };
    },
    'DELETE /sys/position/delete': (request) => {
      rows = rows.filter((row) => row.id !== (request.params as { id: string }).id);
      return { data: envelope(200, null, '删除成功!') };
    },
    'POST /sys/position/add': () => ({ data: envelope(200, null, '添加成功！') }),
    'PUT /sys/position/edit': () => ({ data: envelope(200, null, '编辑成功!') }),
    'GET /sys/dict/getDictItems/{code}': () => ({ data: envelope(200, [{ value: '3', text: '中级', title: '中级', label: '中级' }]) }),
  });
});

/** A form slot as small as can be: 保存 submits a fixed row (with the edited row's id). */
function SampleForm({ editing, onSubmit }: ResourceFormProps<Row, { id?: string; code: string }>) {
  const id = editing === 'new' ? undefined : editing.id;
  return (
    <div role="dialog" aria-label={id ? '编辑' : '新增'}>
      <Button onClick={() => onSubmit({ ...(id ? { id } : {}), code: 'NEW' })}>保存</Button>
    </div>
  );
}

const page = () => screen.getByTestId('sample-list-page');
/** The open dialog with this title (antd's generated ids repeat in tests, so its accessible name cannot be used). */
async function dialogTitled(title: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeTruthy();
  return dialog;
}
const bodyRows = () => page().querySelectorAll('tbody tr.ant-table-row');

describe('ResourceList', () => {
  it('lists the first page in the default sort, numbering rows, with the dictionary text of a list field', async () => {
    renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const first = within(bodyRows()[0] as HTMLElement);
    expect(first.getByText('1')).toBeTruthy();
    expect(first.getByText('C1')).toBeTruthy();
    expect(first.getByText('中级')).toBeTruthy();
    expect(backend.calls('get', '/sys/position/list')[0]?.params).toMatchObject({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it('searches a like field as *value* and clears the selection', async () => {
    renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('checkbox'));
    await waitFor(() => expect(page().textContent).toContain('已选择'));
    expect(page().querySelector('.ant-alert')?.textContent).toMatch(/已选择\s*1\s*项/);

    fireEvent.change(screen.getByPlaceholderText('请输入编码'), { target: { value: 'C1' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(backend.calls('get', '/sys/position/list').at(-1)?.params).toMatchObject({ code: '*C1*', pageNo: 1 }));
    await waitFor(() => expect(page().querySelector('.ant-alert')?.textContent).toMatch(/已选择\s*0\s*项/));
  });

  it('重置 drops the advanced query with the search: the next request carries neither', async () => {
    writeSavedQueries(savedQueryKey('test/SampleList'), [{ title: '只看中级', matchType: 'and', records: [{ key: 'a', field: 'rank', rule: 'eq', val: '3', type: 'list' }] }]);
    renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTestId('super-query-button'));
    fireEvent.click(await screen.findByText('只看中级'));
    await waitFor(() => expect(screen.getAllByTestId('query-condition')).toHaveLength(1));
    fireEvent.click(within(await dialogTitled('高级查询构造器')).getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(backend.calls('get', '/sys/position/list').at(-1)?.params).toHaveProperty('superQueryParams'));

    fireEvent.click(within(page()).getByRole('button', { name: '重 置' }));
    await waitFor(() => expect(backend.calls('get', '/sys/position/list').at(-1)?.params).not.toHaveProperty('superQueryParams'));
  });

  it("sends a resource's fixed params with every request, a search's too, without a search field for them", async () => {
    renderWithProviders(<ResourceList resource={{ ...resource, params: { status: '3' } }} form={SampleForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(backend.calls('get', '/sys/position/list')[0]?.params).toMatchObject({ status: '3', pageNo: 1 });
    fireEvent.change(screen.getByPlaceholderText('请输入编码'), { target: { value: 'C1' } });
    fireEvent.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(backend.calls('get', '/sys/position/list').at(-1)?.params).toMatchObject({ code: '*C1*', status: '3' }));
  });

  it('adds through the form slot with POST and edits with PUT, then reloads the list', async () => {
    renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const listCalls = () => backend.calls('get', '/sys/position/list').length;

    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '新增' })).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(backend.calls('post', '/sys/position/add')).toHaveLength(1));
    expect(JSON.parse(String(backend.calls('post', '/sys/position/add')[0]?.data))).toEqual({ code: 'NEW' });
    const afterAdd = listCalls();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).toBeNull());

    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByText('编辑'));
    fireEvent.click(within(screen.getByRole('dialog', { name: '编辑' })).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(backend.calls('put', '/sys/position/edit')).toHaveLength(1));
    expect(JSON.parse(String(backend.calls('put', '/sys/position/edit')[0]?.data))).toEqual({ id: 'p2', code: 'NEW' });
    await waitFor(() => expect(listCalls()).toBeGreaterThan(afterAdd));
  });

  it("without a form slot the fields' own form adds and edits: the edited row's values, its id with PUT", async () => {
    const withForm = defineResource<Row>({
      ...resource,
      fields: resource.fields.map((field) => (field.name === 'rank' ? field : { ...field, form: { required: true } })),
    });
    renderWithProviders(<ResourceList resource={withForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const adding = await dialogTitled('新增');
    fireEvent.change(within(adding).getByRole('textbox', { name: '编码' }), { target: { value: 'X9' } });
    fireEvent.change(within(adding).getByRole('textbox', { name: '名称' }), { target: { value: '新职务' } });
    fireEvent.click(within(adding).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(backend.calls('post', '/sys/position/add')).toHaveLength(1));
    expect(JSON.parse(String(backend.calls('post', '/sys/position/add')[0]?.data))).toEqual({ code: 'X9', name: '新职务' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByText('编辑'));
    const editing = await dialogTitled('编辑');
    expect(within(editing).getByRole('textbox', { name: '名称' })).toHaveValue('职务3');
    fireEvent.click(within(editing).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(backend.calls('put', '/sys/position/edit')).toHaveLength(1));
    expect(JSON.parse(String(backend.calls('put', '/sys/position/edit')[0]?.data))).toEqual({ id: 'p3', code: 'C3', name: '职务3' });
  });

  it("where a row cannot be edited, 查看 opens the fields' form read only", async () => {
    const readOnly = defineResource<Row>({ ...resource, calls: { list: '/sys/position/list' }, fields: resource.fields.map((field) => ({ ...field, form: {} })) });
    renderWithProviders(<ResourceList resource={readOnly} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(page().querySelector('[data-testid="selection-bar"]')).toBeNull();
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('查看'));
    const viewing = await dialogTitled('详情');
    expect(within(viewing).getByTestId('field-text-code')).toHaveTextContent(/^C1$/);
    expect(within(viewing).queryAllByRole('textbox')).toHaveLength(0);
    fireEvent.click(within(viewing).getByRole('button', { name: '关 闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a recycle bin: 取回 a row (PUT ?id=) and the selection (PUT ?ids=), 彻底删除 a row (DELETE ?ids=), each after its confirmation', async () => {
    backend = installFakeBackend({
      'GET /sys/position/list': () => ({ data: envelope(200, { records: rows.slice(0, 3), total: 3 }) }),
      'PUT /sys/position/edit': () => ({ data: envelope(200, null, '还原成功!') }),
      'PUT /sys/position/add': () => ({ data: envelope(200, null, '批量还原成功!') }),
      'DELETE /sys/position/delete': () => ({ data: envelope(200, null, '彻底删除成功!') }),
    });
    // Any documented PUT / DELETE paths do: the kit sends the convention's parameters to whatever the description names.
    const bin = defineResource<Row>({
      ...resource,
      calls: { list: '/sys/position/list', recover: '/sys/position/edit', recoverBatch: '/sys/position/add' as never, realDelete: '/sys/position/delete' },
    });
    renderWithProviders(<ResourceList resource={bin} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('取回'));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('put', '/sys/position/edit')).toHaveLength(1));
    expect(backend.calls('put', '/sys/position/edit')[0]?.params).toEqual({ id: 'p1' });
    expect(await screen.findByText('还原成功!')).toBeTruthy();

    await waitFor(() => expect(backend.calls('get', '/sys/position/list').length).toBeGreaterThan(1));
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByRole('checkbox'));
    fireEvent.mouseEnter(await screen.findByRole('button', { name: /批量操作/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '取回' }));
    // The row's popconfirm with the same question stays in the document, closed: the batch asks in a modal.
    const asked = await waitFor(() => {
      const modal = screen.getAllByText('确定取回吗?').map((text) => text.closest('.ant-modal')).find(Boolean);
      expect(modal).toBeTruthy();
      return modal as HTMLElement;
    });
    fireEvent.click(within(asked).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('put', '/sys/position/add')).toHaveLength(1));
    expect(backend.calls('put', '/sys/position/add')[0]?.params).toEqual({ ids: 'p3' });

    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByText('彻底删除'));
    const purge = await screen.findByText('确定彻底删除吗?');
    fireEvent.click(within(purge.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('delete', '/sys/position/delete')).toHaveLength(1));
    expect(backend.calls('delete', '/sys/position/delete')[0]?.params).toEqual({ ids: 'p2' });
  });

  it('deletes a row after 确定删除吗? with DELETE ?id=', async () => {
    renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('delete', '/sys/position/delete')[0]?.params).toEqual({ id: 'p1' }));
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).queryByText('C1')).toBeNull());
  });

  it('shows only what the permissions allow: 编辑 alone, then no 操作 column and no 新增 for none of them', async () => {
    const { unmount } = renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(['test:sample:edit']) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(within(bodyRows()[0] as HTMLElement).getByText('编辑')).toBeTruthy();
    expect(within(bodyRows()[0] as HTMLElement).queryByText('删除')).toBeNull();
    unmount();

    // A user holding another screen's permission only (with no list of their own, every enabled rule would hold).
    renderWithProviders(<ResourceList resource={resource} form={SampleForm} />, { permissions: permissions(['test:other:add']) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('without a form slot there is no 新增 and no 编辑, even for a user holding both', async () => {
    renderWithProviders(<ResourceList resource={resource} />, { permissions: permissions(ACTIONS) });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(bodyRows()[0] as HTMLElement).queryByText('编辑')).toBeNull();
    expect(within(bodyRows()[0] as HTMLElement).getByText('删除')).toBeTruthy();
  });

  it('with a detail page, 查看 opens it read only and 编辑 (no form slot) editable', async () => {
    function Where() {
      const { pathname, search } = useLocation();
      return <output data-testid="where">{pathname + search}</output>;
    }
    renderWithProviders(
      <>
        <ResourceList resource={{ ...resource, detailPath: '/test/detail' }} />
        <Where />
      </>,
      { permissions: permissions(ACTIONS) },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByText('查看'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/test/detail?id=p3'));
    fireEvent.click(within(bodyRows()[2] as HTMLElement).getByText('编辑'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/test/detail?id=p3&edit=1'));
  });

  it('a screen\'s own row links, toolbar buttons and dialogs take their places; afterChange follows a delete', async () => {
    let changes = 0;
    renderWithProviders(
      <ResourceList
        resource={{ ...resource, addLabel: '添加' }}
        form={SampleForm}
        afterChange={async () => {
          changes += 1;
        }}
        rowActions={(row) => <a data-testid={`own-${row.id}`}>配置</a>}
        toolbar={<Button>回收站</Button>}
      >
        <div data-testid="own-dialog" />
      </ResourceList>,
      { permissions: permissions(ACTIONS) },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const links = within(bodyRows()[0] as HTMLElement).getAllByText(/编辑|配置|删除/).map((link) => link.textContent);
    expect(links).toEqual(['编辑', '配置', '删除']);
    expect(screen.getByRole('button', { name: /添\s*加/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /回收站/ })).toBeTruthy();
    expect(screen.getByTestId('own-dialog')).toBeTruthy();

    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(changes).toBe(1));
  });
});
