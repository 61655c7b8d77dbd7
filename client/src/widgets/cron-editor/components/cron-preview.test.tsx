import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CronPreview } from './cron-preview';

const now = () => new Date(2026, 1, 25, 13, 47, 21);

describe('CronPreview', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('B-CRON-09 B-CRON-10 shows its title and 执行预览，会忽略年份参数 before the first calculation', () => {
    render(<CronPreview expression="0 0 0 * * ?" now={now} />);
    expect(screen.getByText('近十次执行时间（不含年）')).toBeInTheDocument();
    expect(screen.getByText('执行预览，会忽略年份参数')).toBeInTheDocument();
  });

  it('B-CRON-14 recalculates 500 ms after the expression last changed', () => {
    const { rerender } = render(<CronPreview expression="0 0 0 * * ?" now={now} />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('2026-02-26 00:00:00');

    rerender(<CronPreview expression="0 30 9 * * ?" now={now} />);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('2026-02-26 00:00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('2026-02-26 09:30:00');
  });

  it('B-CRON-12 lists the next ten times', () => {
    render(<CronPreview expression="0 0 12 L * ?" now={now} />);
    act(() => vi.advanceTimersByTime(500));
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(10);
    expect(items.slice(0, 3)).toEqual(['2026-02-28 12:00:00', '2026-03-31 12:00:00', '2026-04-30 12:00:00']);
  });

  it('B-CRON-11 shows 无执行时间 when there are none', () => {
    render(<CronPreview expression="0 0 0 30 2 ?" now={now} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('无执行时间')).toBeInTheDocument();
  });

  it('B-CRON-13 ignores the year', () => {
    render(<CronPreview expression="0 0 0 1 1 ? 2020" now={now} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('2027-01-01 00:00:00');
  });
});
