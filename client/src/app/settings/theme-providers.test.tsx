import { fireEvent, render, screen } from '@testing-library/react';
import { Drawer, Modal, theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProviders } from './theme-providers';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('ThemeProviders', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns antd motion off when the system asks for reduced motion', () => {
    stubReducedMotion(true);
    render(<ThemeProviders><MotionProbe /></ThemeProviders>);
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps antd motion otherwise', () => {
    stubReducedMotion(false);
    render(<ThemeProviders><MotionProbe /></ThemeProviders>);
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('keeps a dialog and a drawer open on a click beside them (what was typed is not lost), unless they say otherwise', () => {
    stubReducedMotion(true);
    const closeDialog = vi.fn();
    const closeDrawer = vi.fn();
    const closeMenu = vi.fn();
    render(
      <ThemeProviders>
        <Modal open title="新增" onCancel={closeDialog} />
        <Drawer open title="编辑用户" onClose={closeDrawer} />
        <Drawer open title="菜单" mask={{ closable: true }} onClose={closeMenu} rootClassName="menu-drawer" />
      </ThemeProviders>,
    );
    for (const mask of document.querySelectorAll('.ant-modal-wrap, .ant-drawer-mask')) fireEvent.click(mask);
    expect(closeDialog).not.toHaveBeenCalled();
    expect(closeDrawer).not.toHaveBeenCalled();
    expect(closeMenu).toHaveBeenCalled();
  });
});
