// The async search-select as staff use it: typing sends the keyword only after 800 ms of quiet, 10 options a page.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
