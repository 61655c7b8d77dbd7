import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveClock } from './live-clock';

describe('LiveClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 10, 22, 9, 0, 58));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('A-BIG-09 renews the time every second', () => {
    render(<LiveClock />);
    expect(screen.getByTestId('big-screen-clock')).toHaveTextContent('2026-11-22 星期日 09:00:58');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clock-time')).toHaveTextContent('09:00:59');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByTestId('clock-time')).toHaveTextContent('09:01:00');
  });
});
