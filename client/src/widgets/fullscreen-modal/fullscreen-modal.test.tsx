import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FullscreenModal } from './fullscreen-modal';

const bodyOf = (dialog: HTMLElement) => dialog.closest('.ant-modal')?.querySelector<HTMLElement>('.ant-modal-body');

describe('FullscreenModal', () => {
  it('B-LAYOUT-04 B-LAYOUT-05 the toggle switches to fullscreen and back; the body is at most 70vh until then', async () => {
    renderWithProviders(
      <FullscreenModal open title="详情" width={800} onCancel={vi.fn()}>
        内容
      </FullscreenModal>,
    );
    const dialog = await screen.findByRole('dialog');
    const modal = dialog.closest<HTMLElement>('.ant-modal');
    expect(bodyOf(dialog)?.style.maxHeight).toBe('70vh');
    expect(modal?.style.width).toBe('800px');
    await userEvent.click(within(dialog).getByRole('button', { name: '全屏' }));
    expect(within(dialog).getByRole('button', { name: '退出全屏' })).toBeInTheDocument();
    expect(modal?.style.width).toBe('100%');
    expect(bodyOf(dialog)?.style.maxHeight).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: '退出全屏' }));
    expect(within(dialog).getByRole('button', { name: '全屏' })).toBeInTheDocument();
    expect(modal?.style.width).toBe('800px');
    expect(bodyOf(dialog)?.style.maxHeight).toBe('70vh');
  });

  it('B-LAYOUT-04 the toggle can be switched off', async () => {
    renderWithProviders(
      <FullscreenModal open title="详情" switchFullscreen={false} onCancel={vi.fn()}>
        内容
      </FullscreenModal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '全屏' })).not.toBeInTheDocument();
    expect(bodyOf(dialog)?.style.maxHeight).toBe('70vh');
  });
});
