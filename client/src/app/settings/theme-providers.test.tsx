import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
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
});
