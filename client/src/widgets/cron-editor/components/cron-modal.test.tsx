import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CronModal } from './cron-modal';

const now = () => new Date(2026, 1, 25, 13, 47, 21);

function renderModal(value?: string) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(<CronModal open value={value} onOk={onOk} onCancel={onCancel} now={now} />);
  return { onOk, onCancel };
}

describe('CronModal', () => {
  it('B-CRON-01 B-CRON-08 is titled Cron表达式 and 608 wide', () => {
    renderModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Cron表达式');
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '608px' });
  });

  it('B-CRON-67 OK emits the expression', async () => {
    const { onOk } = renderModal('0 15 10 ? * 2-6');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).toHaveBeenCalledWith('0 15 10 ? * 2-6');
  });

  it('OK validates first and names the wrong field', async () => {
    const { onOk } = renderModal('0 0 0 1 * 2');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getAllByText('“日”和“周”必须有一个为“?”').length).toBeGreaterThan(0);
  });

  it('cancels', async () => {
    const { onCancel } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalled();
  });
});
