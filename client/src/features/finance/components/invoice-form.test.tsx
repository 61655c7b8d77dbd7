// 开票's dialog: the chosen settlements' sum, the tax at the chosen rate rounded to the cent and the total previewed as
// the server computes them; its messages; what it sends.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InvoiceFormDialog } from './invoice-form';

const settlement = (id: string, month: string, amount: number) => ({
  id, settleNo: `JS${month.replace('-', '')}0001`, projectId: 'p1', customerName: '中国移动', businessUnitId: 'u1', settleMonth: month, headcount: 1, unitPrice: amount,
  overtimeAmount: 0, otherAmount: 0, deductAmount: 0, amount, status: '1', invoiceId: null, invoiceNo: null,
});

function renderDialog() {
  installFakeBackend({
    'GET /mis/settlement/list': () => ({ data: envelope(200, { records: [settlement('s1', '2026-09', 10_000.05), settlement('s2', '2026-10', 0.5)], total: 2, size: 200, current: 1, pages: 1 }) }),
    'GET /sys/dict/getDictItems/{dictCode}': () => ({ data: envelope(0, [{ value: 'p1', text: '中国移动客服外包项目', title: '中国移动客服外包项目' }]) }),
  });
  const onSubmit = vi.fn();
  renderWithProviders(<InvoiceFormDialog editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} preset={{ projectId: 'p1', settlementIds: ['s1'] }} />);
  const dialog = screen.getByRole('dialog');
  const preview = () => within(dialog).getByTestId('invoice-preview').textContent?.replace(/\s/g, '');
  return { dialog, onSubmit, preview };
}

describe('开票 dialog', () => {
  it('A-GEN-07 previews 金额, 税额 = 金额 × 税率 rounded half up to the cent, and 价税合计 as settlements and rate change', async () => {
    const { dialog, preview } = renderDialog();
    // 10 000.05 × 6 % = 600.003 → 600.00.
    await waitFor(() => expect(preview()).toBe('金额10,000.05税额600.00价税合计10,600.05'));
    fireEvent.click(await within(dialog).findByLabelText(/2026-10/));
    // 10 000.55 × 6 % = 600.033 → 600.03.
    await waitFor(() => expect(preview()).toBe('金额10,000.55税额600.03价税合计10,600.58'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '税率' }));
    fireEvent.click(await screen.findByTitle('13%'));
    // 10 000.55 × 13 % = 1 300.0715 → 1 300.07.
    await waitFor(() => expect(preview()).toBe('金额10,000.55税额1,300.07价税合计11,300.62'));
  });

  it('A-GEN-07 refuses a number that is not 8 or 20 digits and no settlement, then sends the chosen ones', async () => {
    const { dialog, onSubmit } = renderDialog();
    await within(dialog).findByLabelText(/2026-09/);
    fireEvent.change(within(dialog).getByRole('textbox', { name: '发票号码' }), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByLabelText(/2026-09/));
    fireEvent.click(within(dialog).getByRole('button', { name: /开\s*票/ }));
    expect(await within(dialog).findByText('发票号码应为8位或20位数字')).toBeInTheDocument();
    expect(await within(dialog).findByText('请选择结算单!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '发票号码' }), { target: { value: '04419873' } });
    fireEvent.click(within(dialog).getByLabelText(/2026-10/));
    fireEvent.click(within(dialog).getByRole('button', { name: /开\s*票/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ settlementIds: 's2', invoiceType: '1', taxRate: 6, invoiceNo: '04419873', remark: null })));
  });
});
