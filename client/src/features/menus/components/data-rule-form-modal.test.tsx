// A menu's data rule form (数据规则 → 添加): every field required with its own message, the field a column name, and a
// complete rule submitted for the menu. The e2e journey (菜单管理) adds a rule through it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DataRuleFormModal } from './data-rule-form-modal';

describe('the data rule form', () => {
  it('names every required field, refuses a field that is no column name, and submits a complete rule', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DataRuleFormModal permissionId="menu-1" editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    const errors = () => [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
    const confirm = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const type = (placeholder: string, value: string) => fireEvent.change(within(dialog).getByPlaceholderText(placeholder), { target: { value } });

    confirm();
    await waitFor(() => expect(errors()).toEqual(['请输入规则名称!', '请输入字段!', '请选择条件!', '请输入规则值!']));

    type('请输入规则名称', '只看本部门');
    type('请输入规则字段', '1org');
    await waitFor(() => expect(errors()).toEqual(['字段只能由字母、数字、下划线组成，且不能以数字开头', '请选择条件!', '请输入规则值!']));
    type('请输入规则字段', 'sysOrgCode');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '条件规则' }));
    fireEvent.click(await screen.findByTitle('等于'));
    type('请输入规则值', '#{sys_org_code}');
    await waitFor(() => expect(errors()).toEqual([]));
    confirm();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ permissionId: 'menu-1', ruleName: '只看本部门', ruleColumn: 'sysOrgCode', ruleConditions: '=', ruleValue: '#{sys_org_code}', status: '1' }),
    );
  });
});
