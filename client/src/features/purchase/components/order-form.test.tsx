import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Order } from '../api/purchase-api';
import { OrderForm } from './order-form';

// Antd forms and modals in happy-dom: slow on the shared 2-core machine.
vi.setConfig({ testTimeout: 40_000 });

const order: Order = {
  id: 'o1', orderNo: 'CGDD202611001', enquiryId: 'e1', enquiryNo: 'XJ202611001', planId: 'p1', planNo: 'CGJH202611001', supplierId: 's1', supplierName: '北京联想科技服务有限公司',
  itemName: '坐席耳麦', unit: '副', quantity: 100, unitPrice: 270, amount: 27000, deliveryDate: '2026-12-28', status: '1', overBudget: '0',
};
const budget = (over: boolean) => ({ planId: 'p1', planNo: 'CGJH202611001', budgetLine: '2', budgetLine_dictText: 'IT设备购置', budgetAmount: 26000, orderedAmount: 0, amount: 27000, remaining: over ? -1000 : 500, over });

let backend: ReturnType<typeof installFakeBackend>;
const install = (over: boolean) => {
  backend = installFakeBackend({
    'GET /pur/enquiry/list': () => ({ data: envelope(200, { records: [], total: 0 }) }),
    'GET /pur/order/checkBudget': () => ({ data: envelope(200, budget(over)) }),
    'GET /sys/dict/getDictItems/{code}': () => ({ data: envelope(200, [{ value: '1', text: '待交货', title: '待交货', label: '待交货' }]) }),
  });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

describe('OrderForm: the budget line', () => {
  beforeEach(() => install(true));

  it('A-GEN-06 an order over its plan\'s budget shows the warning and saves only once the clerk confirms, marked confirmed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OrderForm editing={{ ...order, unitPrice: 270 }} saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    submit();
    expect((await screen.findByTestId('budget-warning')).textContent).toContain('超出预算 1,000.00 元');
    expect(screen.getAllByText('订单金额超出采购计划预算').length).toBeGreaterThan(0);
    expect(backend.calls('get', '/pur/order/checkBudget')[0]?.params).toMatchObject({ enquiryId: 'e1', amount: 27000, id: 'o1' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认超预算下单' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ id: 'o1', enquiryId: 'e1', overBudgetConfirmed: true });
  });

  it('返回修改 leaves the order unsaved and the form open; saving again asks again', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OrderForm editing={order} saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    submit();
    fireEvent.click(await screen.findByRole('button', { name: '返回修改' }));
    expect(screen.getByText('编辑采购订单')).toBeTruthy();
    submit();
    await waitFor(() => expect(backend.calls('get', '/pur/order/checkBudget')).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '确认超预算下单' }).length).toBeGreaterThan(0));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an order within its budget saves at once, without the warning', async () => {
    install(false);
    const onSubmit = vi.fn();
    renderWithProviders(<OrderForm editing={order} saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('overBudgetConfirmed');
    expect(screen.queryByTestId('budget-warning')).toBeNull();
  });

  it('an order confirmed over budget before is not asked again while its amount does not grow', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<OrderForm editing={{ ...order, overBudget: '1' }} saving={false} onCancel={() => {}} onSubmit={onSubmit} />);
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(backend.calls('get', '/pur/order/checkBudget')).toHaveLength(0);
  });
});
