import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUiFeedback, type UiFeedback } from '@/api/ui-feedback';
import { pageReload } from '@/shared/lib/page-reload';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DepartSwitchDialog } from './depart-switch-dialog';
import { departDialogTitle } from './depart-switch-text';
import { useSessionStore } from './session-store';

const departs = [
  { id: '1', orgCode: 'A01A03', departName: '市场部' },
  { id: '2', orgCode: 'A01A05', departName: '研发部' },
];

function renderDialog(closable: boolean, onClose = vi.fn()) {
  renderWithProviders(<DepartSwitchDialog requested closable={closable} onClose={onClose} />);
  return onClose;
}

beforeEach(() => {
  setUiFeedback({ notification: { error: vi.fn() } } as unknown as UiFeedback);
  useSessionStore.setState({ token: 't', username: 'zhangsan', userInfo: { id: 'u3', username: 'zhangsan', realname: '张三' } });
});

afterEach(() => {
  setUiFeedback(null);
  vi.restoreAllMocks();
});

describe('department dialog title', () => {
  it('A-DEPT-02 部门选择 when no current department is known', () => {
    expect(departDialogTitle(departs, null)).toBe('部门选择');
    expect(departDialogTitle(departs, 'ZZZ')).toBe('部门选择');
  });

  it('A-DEPT-03 部门切换（当前部门 : name） when it is', () => {
    expect(departDialogTitle(departs, 'A01A05')).toBe('部门切换（当前部门 : 研发部）');
  });
});

describe('department dialog', () => {
  it('A-DEPT-07 A-DEPT-10 A-DEPT-11 with no departments it warns 您尚未设置部门信息! and closes without showing', async () => {
    installFakeBackend({ 'GET /sys/user/getCurrentUserDeparts': () => ({ data: envelope(0, { list: [], orgCode: null }) }) });
    const onClose = renderDialog(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('您尚未设置部门信息!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('A-DEPT-05 A-DEPT-06 A-DEPT-08 A-DEPT-09 A-DEPT-16 confirms the choice, stores the user 7 days, closes and reloads', async () => {
    const reload = vi.spyOn(pageReload, 'now').mockImplementation(() => {});
    const chosen = { id: 'u3', username: 'zhangsan', realname: '张三', orgCode: 'A01A03', orgCodeTxt: '市场部' };
    const api = installFakeBackend({
      'GET /sys/user/getCurrentUserDeparts': () => ({ data: envelope(0, { list: departs, orgCode: 'A01A03' }) }),
      'POST /sys/selectDepart': () => ({ data: envelope(0, { userInfo: chosen }) }),
    });
    const user = userEvent.setup();
    const onClose = renderDialog(false);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('部门切换（当前部门 : 市场部）');
    // not closable: no 关闭
    expect(screen.queryByRole('button', { name: /关\s*闭/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(api.calls('POST', '/sys/selectDepart')[0]?.data))).toEqual({ orgCode: 'A01A03', username: 'zhangsan' });
    expect(JSON.parse(window.localStorage.getItem('pro__Login_Userinfo') ?? 'null').value).toEqual(chosen);
    expect(onClose).toHaveBeenCalled();
  });

  it('A-DEPT-06 a closable dialog has 关闭', async () => {
    installFakeBackend({ 'GET /sys/user/getCurrentUserDeparts': () => ({ data: envelope(0, { list: departs, orgCode: null }) }) });
    const user = userEvent.setup();
    const onClose = renderDialog(true);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('部门选择');
    expect(dialog).toHaveTextContent('请选择登录部门');
    await user.click(screen.getAllByRole('button', { name: /关\s*闭/ }).at(-1) as HTMLElement);
    expect(onClose).toHaveBeenCalled();
  });
});
