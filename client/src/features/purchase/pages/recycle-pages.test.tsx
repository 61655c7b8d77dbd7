import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { OrderRecyclePage } from './recycle-pages';

// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const rows = [
  { id: 'o1', orderNo: 'CGDD202611901', enquiryId: 'e1', enquiryNo: 'XJ202611001', planId: 'p1', planNo: 'CGJH202611001', supplierId: 's1', supplierName: '北京晨光文具有限公司', itemName: 'A4复印纸', quantity: 10, unitPrice: 130, amount: 1300, status: '1', status_dictText: '待交货', updateBy: 'admin', updateTime: '2026-11-27 16:00:00' },
  { id: 'o2', orderNo: 'CGDD202611902', enquiryId: 'e2', enquiryNo: 'XJ202611002', planId: 'p2', planNo: 'CGJH202611002', supplierId: 's1', supplierName: '北京晨光文具有限公司', itemName: '硒鼓', quantity: 5, unitPrice: 400, amount: 2000, status: '1', status_dictText: '待交货', updateBy: 'admin', updateTime: '2026-11-26 16:00:00' },
];
const ACTIONS = ['recover', 'realDelete'].map((action) => ({ action: `pur:order:${action}`, type: '1' as const }));
const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');

let backend: ReturnType<typeof installFakeBackend>;

beforeEach(() => {
  backend = installFakeBackend({
    'GET /pur/order/recycleBin': () => ({ data: envelope(200, { records: rows, total: 2 }) }),
    'PUT /pur/order/recover': () => ({ data: envelope(500, null, '来源询价单已删除，请先取回询价单：XJ202611001') }),
    'PUT /pur/order/recoverBatch': () => ({ data: envelope(200, '批量取回成功!', '批量取回成功!') }),
    'DELETE /pur/order/realDelete': () => ({ data: envelope(200, '彻底删除成功!', '彻底删除成功!') }),
  });
});

describe('采购订单回收站', () => {
  it('A-GEN-06 lists deleted orders with who deleted them; 彻底删除 asks first, then purges; 取回 tells why it cannot', async () => {
    renderWithProviders(<OrderRecyclePage />, { permissions: { user: ACTIONS, all: [] } });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByRole('columnheader', { name: /删除时间/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();

    fireEvent.click(within(bodyRows()[1] as HTMLElement).getByText('彻底删除'));
    const purge = await screen.findByText('确定彻底删除吗?');
    expect(backend.calls('delete', '/pur/order/realDelete')).toHaveLength(0);
    fireEvent.click(within(purge.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('delete', '/pur/order/realDelete')[0]?.params).toEqual({ ids: 'o2' }));

    fireEvent.click(within(bodyRows()[0] as HTMLElement).getByText('取回'));
    const recover = await screen.findByText('确定取回吗?');
    fireEvent.click(within(recover.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(backend.calls('put', '/pur/order/recover')[0]?.params).toEqual({ id: 'o1' }));
    expect(await screen.findByText('来源询价单已删除，请先取回询价单：XJ202611001')).toBeTruthy();
  });
});
