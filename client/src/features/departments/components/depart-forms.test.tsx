// 部门管理's forms as they show their messages (moved out of the e2e journey, which saves, adds and edits through
// them): 基本信息, 新增 (添加下级) and the 部门角色 form with the server's duplicate check.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DepartBaseInfo } from './depart-base-info';
import { DepartFormModal } from './depart-form-modal';
import { DepartRoleFormModal } from './depart-role-form-modal';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const DEPART = { id: 'd1', key: 'd1', value: 'd1', title: '交付中心', departName: '交付中心', parentId: 'root', orgCategory: '2', orgType: '2', orgCode: 'A01A05', isLeaf: true, mobile: null, departNameEn: null };
const EDIT_ALL = { user: ['system:depart:edit', 'system:depart:delete'].map((action) => ({ action, type: '1' as const })), all: [] };

const errorsIn = (root: HTMLElement) => [...root.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
const type = (root: HTMLElement, placeholder: string, value: string) => fireEvent.change(within(root).getByPlaceholderText(placeholder), { target: { value } });

describe('部门管理: 基本信息', () => {
  it('keeps 机构编码 locked; an empty name and a wrong phone are refused with their messages; a good edit is sent', async () => {
    const onSave = vi.fn();
    renderWithProviders(<DepartBaseInfo depart={DEPART as never} parentName="北京国炬软件" saving={false} onSave={onSave} onDelete={vi.fn()} />, { permissions: EDIT_ALL });
    const form = screen.getByTestId('depart-base-info');
    expect(within(form).getByPlaceholderText('请输入机构编码')).toBeDisabled();
    expect(within(form).getByPlaceholderText('请输入机构编码')).toHaveValue('A01A05');
    type(form, '请输入机构/部门名称', '');
    type(form, '请输入手机号', '12345');
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(errorsIn(form)).toEqual(['请输入机构/部门名称!', '请输入正确手机号']));
    expect(onSave).not.toHaveBeenCalled();
    type(form, '请输入机构/部门名称', '交付中心改');
    type(form, '请输入英文名', 'Delivery Centre');
    type(form, '请输入手机号', '13812345678');
    fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1', departName: '交付中心改', departNameEn: 'Delivery Centre', mobile: '13812345678' })));
  });
});

describe('部门管理: 添加下级', () => {
  it('shows the parent, asks for the name, refuses a phone the modal\'s rule does not take, and sends a 岗位 below the parent', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DepartFormModal adding={{ kind: 'child', parent: DEPART as never }} saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('depart-form-parent')).toHaveValue('交付中心');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['请输入机构/部门名称!']));
    type(dialog, '请输入机构/部门名称', '招聘岗');
    type(dialog, '请输入手机号', '14012345678');
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['您的手机号码格式不正确!']));
    type(dialog, '请输入手机号', '');
    fireEvent.click(within(dialog).getByRole('radio', { name: '岗位' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ departName: '招聘岗', parentId: 'd1', orgCategory: '3' })));
  });
});

describe('部门管理: the 部门角色 form', () => {
  it('asks for name and code, bounds the name\'s length, refuses Chinese in the code and a code another role holds', async () => {
    const api = installFakeBackend({
      // tx_site_assistant belongs to another department's role
      'GET /sys/duplicate/check': (request) =>
        ({ data: (request.params as { fieldVal: string }).fieldVal === 'tx_site_assistant' ? { ...envelope(500, null, '该值不可用，系统中已存在！'), success: false } : envelope(200, null, '该值可用！') }),
    });
    const onSubmit = vi.fn();
    renderWithProviders(<DepartRoleFormModal departId="d1" editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['请输入部门角色名称!', '请输入部门角色编码!']));
    type(dialog, '请输入部门角色名称', '组');
    type(dialog, '请输入部门角色编码', '组长');
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['长度在 2 到 30 个字符', '部门角色编码不可输入汉字!']));
    type(dialog, '请输入部门角色编码', 'tx_site_assistant');
    await waitFor(() => expect(errorsIn(dialog)).toEqual(['长度在 2 到 30 个字符', '该值不可用，系统中已存在！']));
    expect(api.calls('get', '/sys/duplicate/check').at(-1)?.params).toMatchObject({ tableName: 'sys_depart_role', fieldName: 'role_code', fieldVal: 'tx_site_assistant' });
    expect(onSubmit).not.toHaveBeenCalled();
    type(dialog, '请输入部门角色名称', '交付组长');
    type(dialog, '请输入部门角色编码', 'lead_1');
    type(dialog, '请输入描述', '交付中心的组长');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ departId: 'd1', roleName: '交付组长', roleCode: 'lead_1', description: '交付中心的组长' }));
  });
});
