// 分类字典's rules at component level (moved out of the e2e journey, which adds, edits and deletes through them):
// the form's required fields and the code check against the parent, and the buttons a restricted administrator sees.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CategoryFormModal } from '../components/category-form-modal';
import type { CategoryRow } from '../model/category-tree';
import { CategoryListPage } from './category-list-page';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const ROOT: CategoryRow = { id: 'r1', pid: '0', name: '工种', code: 'C01', hasChild: '1' };
const CHILD: CategoryRow = { id: 'c1', pid: 'r1', name: '焊工', code: 'C01A01', hasChild: '0' };
const OTHER: CategoryRow = { id: 'r2', pid: '0', name: '物料树', code: 'B02', hasChild: '1' };

const errorsIn = (dialog: HTMLElement) => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);

function renderForm(editing: Parameters<typeof CategoryFormModal>[0]['editing']) {
  const onSubmit = vi.fn();
  const api = installFakeBackend({
    // Upstream's checkCode: a code must extend its parent's.
    'GET /sys/category/checkCode': (request) => {
      const { code } = request.params as { code: string };
      return { data: code.startsWith('C01') ? envelope(200, null) : { ...envelope(500, null, '编码不符合规范,须以"C01"开头!'), success: false } };
    },
  });
  renderWithProviders(<CategoryFormModal editing={editing} saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
  const dialog = screen.getByRole('dialog');
  const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  return { api, dialog, confirm, onSubmit };
}

describe('分类字典: the form', () => {
  it('新增 asks for 分类名称 and sends a root with the name only', async () => {
    const { dialog, confirm, onSubmit } = renderForm({ kind: 'add', parent: null });
    expect(within(dialog).getByText('新增')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('category-parent')).toBeNull();
    confirm();
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['请输入分类名称!']));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入分类名称'), { target: { value: '工种' } });
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ pid: '0', name: '工种' }));
  });

  it('添加下级 shows the parent with its code, locked, and sends the child below it', async () => {
    const { dialog, confirm, onSubmit } = renderForm({ kind: 'add', parent: ROOT });
    expect(within(dialog).getByText('添加下级')).toBeInTheDocument();
    expect(within(dialog).getByTestId('category-parent')).toHaveValue('工种（C01）');
    expect(within(dialog).getByTestId('category-parent')).toBeDisabled();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入分类名称'), { target: { value: '焊工' } });
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ pid: 'r1', name: '焊工' }));
  });

  it('编辑 asks for both fields and refuses a code that does not extend the parent\'s, with the server\'s words', async () => {
    const { api, dialog, confirm, onSubmit } = renderForm({ kind: 'edit', row: CHILD, parent: ROOT });
    expect(within(dialog).getByPlaceholderText('请输入分类名称')).toHaveValue('焊工');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入分类名称'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入类型编码'), { target: { value: '' } });
    confirm();
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['请输入分类名称!', '请输入类型编码!']));
    fireEvent.change(within(dialog).getByPlaceholderText('请输入分类名称'), { target: { value: '电焊工' } });
    fireEvent.change(within(dialog).getByPlaceholderText('请输入类型编码'), { target: { value: 'Z99A01' } });
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['编码不符合规范,须以"C01"开头!']));
    expect(api.calls('get', '/sys/category/checkCode').at(-1)?.params).toMatchObject({ pid: 'r1', code: 'Z99A01' });
    confirm();
    await waitFor(() => expect(api.calls('get', '/sys/category/checkCode').length).toBeGreaterThan(1));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入类型编码'), { target: { value: 'C01A09' } });
    await waitFor(() => expect(errorsIn(dialog)).toEqual([]));
    confirm();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ id: 'c1', name: '电焊工', code: 'C01A09' }));
  });
});

describe('分类字典: the buttons follow the permissions', () => {
  const grant = (action: string) => ({ action, type: '1' as const });
  /** The seed configures the three codes (a code nobody configured would be allowed to all). */
  const DEFINED = ['category:add', 'category:edit', 'category:delete'].map((action) => ({ ...grant(action), status: '1' as const }));

  it('a restricted administrator with category:edit only sees 编辑 on a row, no 添加下级, 删除, 新增, 导入 or row checkboxes', async () => {
    installFakeBackend({ 'GET /sys/category/rootList': () => ({ data: envelope(200, { records: [OTHER], total: 1 }) }) });
    renderWithProviders(<CategoryListPage />, { permissions: { user: [grant('category:edit')], all: DEFINED } });
    const row = (await screen.findByText('物料树')).closest('tr') as HTMLElement;
    expect(within(row).getByText('编辑')).toBeInTheDocument();
    expect(within(row).queryByText('添加下级')).toBeNull();
    expect(within(row).queryByText('删除')).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByTestId('list-import')).toBeNull();
    expect(screen.getByTestId('list-export')).toBeInTheDocument();
    expect(row.querySelector('.ant-checkbox-input')).toBeNull();
  });

  it('an administrator with all three sees every action and the row checkboxes', async () => {
    installFakeBackend({ 'GET /sys/category/rootList': () => ({ data: envelope(200, { records: [OTHER], total: 1 }) }) });
    renderWithProviders(<CategoryListPage />, { permissions: { user: DEFINED.map(({ action }) => grant(action)), all: DEFINED } });
    const row = (await screen.findByText('物料树')).closest('tr') as HTMLElement;
    for (const action of ['编辑', '添加下级', '删除']) expect(within(row).getByText(action)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInTheDocument();
    expect(screen.getByTestId('list-import')).toBeInTheDocument();
    expect(row.querySelector('.ant-checkbox-input')).not.toBeNull();
  });
});
