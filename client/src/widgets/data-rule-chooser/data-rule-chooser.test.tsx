import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DataRuleChooser, type DataRuleChoice } from './data-rule-chooser';

const rule = (id: string, ruleName: string) => ({ id, permissionId: 'roster', ruleName, ruleColumn: 'sysOrgCode', ruleConditions: 'RIGHT_LIKE', ruleConditions_dictText: '右模糊', ruleValue: '#{sys_org_code}', status: '1' as const });
const choice: DataRuleChoice = { datarule: [rule('a', '只看本部门员工'), rule('b', '只看在职员工'), rule('c', '不含管理人员')], drChecked: 'a,c' };
const roster = { key: 'roster', title: '员工花名册' };

describe('DataRuleChooser', () => {
  it('loads the menu\'s rules with the held ones checked, saves the ids as they are checked, then closes', async () => {
    const load = vi.fn(async () => choice);
    const save = vi.fn(async () => '保存成功!');
    const onClose = vi.fn();
    renderWithProviders(<DataRuleChooser menu={roster} holder={['role', 'r1']} load={load} save={save} onClose={onClose} />);
    expect(await screen.findByRole('checkbox', { name: /只看本部门员工/ })).toBeChecked();
    expect(load).toHaveBeenCalledWith('roster');
    expect(screen.getByRole('checkbox', { name: /只看在职员工/ })).not.toBeChecked();
    expect(screen.getByText('sysOrgCode 右模糊 #{sys_org_code}', { selector: '[data-rule-id="a"]' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /只看在职员工/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /不含管理人员/ }));
    await userEvent.click(screen.getByRole('button', { name: /点击保存/ }));
    expect(save).toHaveBeenCalledWith('roster', ['a', 'b']);
    expect(await screen.findByText('保存成功!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('warns when nothing is checked and saves the empty choice all the same', async () => {
    const save = vi.fn(async () => '保存成功!');
    renderWithProviders(<DataRuleChooser menu={roster} holder={['role', 'r2']} load={async () => ({ datarule: choice.datarule })} save={save} onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: /点击保存/ }));
    expect(await screen.findByText('请注意，现未勾选任何数据权限!')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('roster', []);
  });

  it('shows 无配置信息! for a menu that offers no rules', async () => {
    renderWithProviders(<DataRuleChooser menu={{ key: 'roles', title: '角色管理' }} holder={['role', 'r3']} load={async () => null} save={async () => ''} onClose={() => undefined} />);
    expect(await screen.findByText('无配置信息!')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
