// 登记回款's dialog: the amount starts at what is still owed and cannot exceed it (the message says how much).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Invoice } from '../api/finance-api';
import { PaymentFormDialog } from './payment-form';

const INVOICE: Invoice = {
  id: 'i1', invoiceNo: '66001234', invoiceType: '1', invoiceDate: '2026-11-06', projectId: 'p1', projectId_dictText: '中国移动客服外包项目', customerName: '中国移动',
  settlementIds: 's1', settleNos: 'JS2026100001', amount: 180_910, taxRate: 6, taxAmount: 10_854.6, totalAmount: 191_764.6, receivedAmount: 100_000.1, status: '1',
};

describe('登记回款 dialog', () => {
  it('A-GEN-07 starts at the amount owed, refuses more than that, and sends a partial payment', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PaymentFormDialog editing="new" invoice={INVOICE} saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    // 191 764.60 − 100 000.10 = 91 764.50 (in cents: no float remainder).
    expect(within(dialog).getByTestId('payment-owed')).toHaveTextContent('91,764.50 元');
    const amount = within(dialog).getByRole('spinbutton', { name: '回款金额' });
    expect(amount).toHaveValue('91764.50');
    fireEvent.change(amount, { target: { value: '91764.51' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('回款金额不能超过未回款金额 91,764.50 元')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(amount, { target: { value: '50000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ invoiceId: 'i1', amount: 50_000, payMethod: '1' })));
  });
});
