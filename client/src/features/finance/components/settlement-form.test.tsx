// 新增结算单: required fields named, the amount previewed in cents as the server computes it, a deduction above the
// bill refused.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, installFakeBackend } from '@/testing/fake-backend';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SettlementFormDialog } from './settlement-form';

describe('结算单 form', () => {
  it('A-GEN-05 names what is missing, previews 人数 × 单价 + 加班费 + 其他 − 扣款 to the cent, and refuses a deduction above the bill', async () => {
    installFakeBackend({ 'GET /sys/dict/getDictItems/{dictCode}': () => ({ data: envelope(0, [{ value: 'p1', text: '中国移动客服外包项目', title: '中国移动客服外包项目' }]) }) });
    const onSubmit = vi.fn();
    renderWithProviders(<SettlementFormDialog editing="new" saving={false} onCancel={vi.fn()} onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择客户项目!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入结算人数!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入人月单价!')).toBeInTheDocument();
    const number = (name: string, value: string) => fireEvent.change(within(dialog).getByRole('spinbutton', { name }), { target: { value } });
    number('结算人数', '12');
    number('人月单价', '8500.10');
    number('其他费用', '0.2');
    number('加班费', '0.1');
    // 12 × 8 500.10 + 0.10 + 0.20 = 102 001.50
    await waitFor(() => expect(within(dialog).getByTestId('settlement-amount-preview')).toHaveTextContent('102,001.50 元'));
    number('扣款', '102001.51');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('扣款不能大于应结金额')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
