import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { MealOrderListPage } from './order-list-page';

configure({ asyncUtilTimeout: 10_000 });
// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const order = (id: string, status: string, status_dictText: string) => ({
  id, menuId: 'm1', employeeId: 'e1', workNo: '20250509', employeeName: '黎凤茜', departId: 'd1', departId_dictText: '华东交付中心', canteen: '1', canteen_dictText: '总部食堂',
  mealDate: '2026-11-30', mealType: '2', mealType_dictText: '午餐', dishes: '宫保鸡丁、米饭', price: 18, status, status_dictText, createTime: '2026-11-29 10:00:00',
});
const rows = [order('1', '1', '已订'), order('2', '2', '已取消')];
const ALL = ['add', 'cancel', 'delete', 'export', 'import'].map((action) => ({ action: `meal:order:${action}`, type: '1' as const }));
/** Every button is configured (a code nobody configured would be allowed to all). */
const DEFINED = ALL.map((p) => ({ ...p, status: '1' as const }));
const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');
const row = (index: number) => within(bodyRows()[index] as HTMLElement);

let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({
    'GET /mis/mealOrder/list': () => ({ data: envelope(200, { records: rows, total: 2 }) }),
    'PUT /mis/mealOrder/cancel': () => ({ data: envelope(500, null, '已过订餐截止时间（2026-11-30 09:30），不能取消') }),
  });
});

describe('订餐', () => {
  it('A-GEN-11 取消 only an order still 已订, confirmed first; the cut-off refusal names the time; only a cancelled order is deleted', async () => {
    renderWithProviders(<MealOrderListPage />, { permissions: { user: ALL, all: DEFINED } });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: /订\s*餐/ })).toBeTruthy();
    expect(row(0).queryByText('删除')).toBeNull();
    expect(row(1).queryByText('取消')).toBeNull();
    expect(row(1).getByText('删除')).toBeTruthy();
    fireEvent.click(row(0).getByText('取消'));
    const confirm = await screen.findByText('确定取消黎凤茜2026-11-30的午餐吗?');
    expect(backend.calls('put', '/mis/mealOrder/cancel')).toHaveLength(0);
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('put', '/mis/mealOrder/cancel')[0]?.params).toEqual({ id: '1' }));
    expect(await screen.findByText('已过订餐截止时间（2026-11-30 09:30），不能取消')).toBeTruthy();
  });

  it('without meal:order:cancel and :add there is neither 取消 nor 订餐', async () => {
    renderWithProviders(<MealOrderListPage />, { permissions: { user: ALL.filter((p) => !/:(cancel|add)$/.test(p.action)), all: DEFINED } });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(row(0).queryByText('取消')).toBeNull();
    expect(screen.queryByRole('button', { name: /订\s*餐/ })).toBeNull();
  });
});
