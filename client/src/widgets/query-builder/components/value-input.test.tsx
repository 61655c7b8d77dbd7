// The value input of a condition row by field type, the pickers included (B-QUERY-21, 37 … 40).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { departStoreFieldOf, pickerValueOf, popupConfigOf, userStoreFieldOf } from '../model/picker-value';
import type { QueryCondition } from '../model/super-query';
import { ValueInput } from './value-input';

// A busy shared machine can take more than the default second to load a lazy chunk and repaint.

const row = (over: Partial<QueryCondition>): QueryCondition => ({ key: 'k', field: 'f', rule: 'eq', ...over });

describe('picker values', () => {
  it('joins the values of rule in with commas and leaves an empty value undefined', () => {
    expect([pickerValueOf(['a', 'b']), pickerValueOf('a,b'), pickerValueOf('a'), pickerValueOf([]), pickerValueOf('')]).toEqual(['a,b', 'a,b', 'a', undefined, undefined]);
  });
  it('stores usernames and department ids unless the field returns ids or org codes', () => {
    expect([userStoreFieldOf({}), userStoreFieldOf({ customReturnField: 'id' })]).toEqual(['username', 'id']);
    expect([departStoreFieldOf({}), departStoreFieldOf({ customReturnField: 'orgCode' })]).toEqual(['id', 'orgCode']);
  });
  it('reads a popup field from code, orgFields and destFields, and refuses one without them', () => {
    expect(popupConfigOf({ code: 'report_user', orgFields: 'username', destFields: 'createBy', field: 'createBy' })).toEqual({ code: 'report_user', orgFields: 'username', destFields: 'createBy', field: 'createBy' });
    expect([popupConfigOf({ code: 'report_user' }), popupConfigOf(undefined), popupConfigOf('x')]).toEqual([null, null, null]);
  });
});

describe('the value input', () => {
  it('B-QUERY-21 rule in selects several dictionary values, eq one', () => {
    const options = [{ label: '中级', value: '3' }];
    const { unmount } = renderWithProviders(<ValueInput condition={row({ rule: 'in', type: 'list', options, val: ['3'] })} onChange={vi.fn()} />);
    expect(document.querySelector('.ant-select-multiple')).not.toBeNull();
    unmount();
    renderWithProviders(<ValueInput condition={row({ rule: 'eq', type: 'list', options, val: '3' })} onChange={vi.fn()} />);
    expect(document.querySelector('.ant-select')).not.toBeNull();
    expect(document.querySelector('.ant-select-multiple')).toBeNull();
  });

  it('B-QUERY-21 rule in on a text field asks for a comma list', () => {
    renderWithProviders(<ValueInput condition={row({ rule: 'in', type: 'string' })} onChange={vi.fn()} />);
    expect(screen.getByPlaceholderText('多个值用逗号分隔')).toBeInTheDocument();
  });

  it('B-QUERY-37 a user field gets the user picker, echoing the usernames of rule in and cleared to nothing', async () => {
    const api = installFakeBackend({
      'GET /sys/user/getMultiUser': () => ({ data: [{ id: '1', username: 'admin', realname: '管理员' }, { id: '2', username: 'jeecg', realname: '杰克' }] }),
    });
    const onChange = vi.fn();
    renderWithProviders(<ValueInput condition={row({ rule: 'in', type: 'sel_user', val: ['admin', 'jeecg'] })} onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '选择用户' })).toHaveValue('管理员,杰克'));
    expect(screen.getByRole('button', { name: /选择用户|选\s*择/ })).toBeInTheDocument();
    expect(api.calls('get', '/sys/user/getMultiUser').map((request) => request.params)).toMatchObject([{ username: 'admin,jeecg' }]);
    fireEvent.click(screen.getByLabelText('清除'));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('B-QUERY-38 a department field gets the department picker, echoing the ids of rule in', async () => {
    const api = installFakeBackend({
      'GET /sys/sysDepart/queryDeptTreeListByID': () => ({ data: envelope(0, [{ id: 'd1', departName: '研发部' }, { id: 'd2', departName: '市场部' }]) }),
    });
    renderWithProviders(<ValueInput condition={row({ rule: 'in', type: 'sel_depart', val: 'd1,d2' })} onChange={vi.fn()} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: '选择部门' })).toHaveValue('研发部,市场部'));
    expect(api.calls('get', '/sys/sysDepart/queryDeptTreeListByID').map((request) => request.params)).toMatchObject([{ departIds: 'd1,d2' }]);
  });

  it('B-QUERY-39 a popup field gets the popup, and without its settings a text input', async () => {
    const popup = { code: 'report_user', orgFields: 'username', destFields: 'createBy' };
    const { unmount } = renderWithProviders(<ValueInput condition={row({ type: 'popup', popup, val: 'admin' })} onChange={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: '选择值' })).toHaveValue('admin');
    expect(screen.getByRole('textbox', { name: '选择值' })).toHaveAttribute('readonly');
    unmount();
    renderWithProviders(<ValueInput condition={row({ type: 'popup', val: 'admin' })} onChange={vi.fn()} />);
    expect(screen.getByPlaceholderText('请输入值')).toHaveValue('admin');
  });

  it('B-QUERY-40 an area field gets the area selector, echoing the code along its path', async () => {
    renderWithProviders(<ValueInput condition={row({ type: 'pca', val: '440106' })} onChange={vi.fn()} />);
    expect(await screen.findByText(/广东省.*广州市.*天河区/)).toBeInTheDocument();
  });

  it('B-CONST-02 date and datetime values are read and shown as YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    const { unmount } = renderWithProviders(<ValueInput condition={row({ type: 'date', val: '2026-01-05' })} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox')).toHaveValue('2026-01-05');
    unmount();
    renderWithProviders(<ValueInput condition={row({ type: 'datetime', val: '2026-01-05 07:08:09' })} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox')).toHaveValue('2026-01-05 07:08:09');
  });
});
