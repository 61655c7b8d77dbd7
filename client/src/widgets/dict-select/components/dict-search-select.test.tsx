// The async search-select as staff use it: typing sends the keyword only after 800 ms of quiet, 10 options a page.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BAD_ANSWERS } from '@/testing/bad-answers';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DictSearchSelect } from './dict-search-select';

afterEach(() => vi.useRealTimers());

describe('DictSearchSelect in async mode', () => {
  it('B-LIST-26 B-LIST-27 debounces the keyword by 800 ms and asks for 10 options a page', async () => {
    vi.useFakeTimers();
    const api = installFakeBackend({ 'GET /sys/dict/loadDict/{dict}': () => ({ data: envelope(0, [{ value: '1', text: '张三' }]) }) });
    renderWithProviders(<DictSearchSelect dict="sys_user,realname,id" async aria-label="用户" />);
    const searches = () => api.calls('get', '/sys/dict/loadDict/sys_user,realname,id');
    fireEvent.change(screen.getByRole('combobox', { name: '用户' }), { target: { value: '张' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(screen.getByRole('combobox', { name: '用户' }), { target: { value: '张三' } });
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches().map((request) => request.params)).toMatchObject([{ keyword: '张三', pageSize: 10 }]);
  });
});

// Moved from e2e/specs/gallery/picker-bad-answers.spec.ts (issue 11).
describe('DictSearchSelect given a bad answer', () => {
  it.each(BAD_ANSWERS)('loadDict answering $name warns $shown and offers no search result', async ({ reply, shown }) => {
    const api = installFakeBackend({
      'GET /sys/dict/loadDictItem/{dict}': () => ({ data: envelope(0, ['管理员']) }),
      'GET /sys/dict/loadDict/{dict}': () => reply,
    });
    renderWithProviders(<DictSearchSelect dict="sys_user,realname,username" async value="admin" aria-label="用户" />);
    expect(await screen.findByText('管理员')).toBeInTheDocument();
    const search = screen.getByRole('combobox', { name: '用户' });
    fireEvent.mouseDown(search);
    fireEvent.change(search, { target: { value: '张' } });
    await waitFor(() => expect(api.calls('get', '/sys/dict/loadDict/sys_user,realname,username').some((call) => (call.params as { keyword?: string }).keyword === '张')).toBe(true));
    await waitFor(() => expect(document.querySelector('.ant-message-warning')).toHaveTextContent(shown));
    // Only the stored value's own option (管理员) is offered: no search result.
    const offered = Array.from(document.querySelectorAll('.ant-select-item-option'), (option) => option.textContent);
    expect(offered).toEqual(['管理员']);
  });
});
