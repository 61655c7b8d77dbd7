import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CronEditor } from './cron-editor';

const now = () => new Date(2026, 1, 25, 13, 47, 21);
const input = () => screen.getByLabelText('cron表达式');
const activePane = () => screen.getByRole('tabpanel');
const radio = (mode: string) => activePane().querySelector(`input[data-mode="${mode}"]`) as HTMLInputElement;

// Rendering every tab's inputs is slow on a loaded 2-core machine: a generous timeout, never a timing assertion.
describe('CronEditor', () => {
  it('B-CRON-02 shows the tabs 秒 分 时 日 月 周 年', () => {
    render(<CronEditor now={now} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['秒', '分', '时', '日', '月', '周', '年']);
  });

  it('B-CRON-03 B-CRON-04 hides the seconds and year tabs, emitting second 0 and six fields', () => {
    render(<CronEditor now={now} hideSecond hideYear />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['分', '时', '日', '月', '周']);
    expect(input()).toHaveValue('0 * * * * ?');
  });

  it('B-CRON-06 B-CRON-07 B-CRON-16 has the full input cron表达式 with the defaults, 800px wide', () => {
    render(<CronEditor now={now} />);
    expect(input()).toHaveValue('* * * * * ? *');
    expect(screen.getByTestId('cron-editor')).toHaveStyle({ width: '800px' });
  });

  it('B-CRON-05 B-CRON-17 a per-field input changes the expression, and the linkage follows', () => {
    const onChange = vi.fn();
    render(<CronEditor now={now} onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '分' }));
    fireEvent.click(radio('increment'));
    expect(input()).toHaveValue('0 0/1 * * * ? *');
    const step = within(activePane()).getByLabelText('分间隔');
    fireEvent.change(step, { target: { value: '15' } });
    expect(input()).toHaveValue('0 0/15 * * * ? *');
    expect(onChange).toHaveBeenLastCalledWith('0 0/15 * * * ? *');
  });

  it('a value typed past Quartz (minute step 60) is emitted as 59', () => {
    render(<CronEditor now={now} value="0 0/5 * * * ?" />);
    fireEvent.click(screen.getByRole('tab', { name: '分' }));
    const step = within(activePane()).getByLabelText('分间隔');
    fireEvent.change(step, { target: { value: '60' } });
    expect(input()).toHaveValue('0 0/59 * * * ? *');
  });

  it('B-CRON-50 B-CRON-51 the year range takes 0 and 1 as typed and emits the current year', () => {
    render(<CronEditor now={now} value="0 0 0 1 1 ? *" />);
    fireEvent.click(screen.getByRole('tab', { name: '年' }));
    fireEvent.click(radio('range'));
    expect(input()).toHaveValue('0 0 0 1 1 ? 2026-2027');
    const start = within(activePane()).getByLabelText('年区间开始');
    const end = within(activePane()).getByLabelText('年区间结束');
    fireEvent.change(start, { target: { value: '0' } });
    fireEvent.change(end, { target: { value: '1' } });
    expect(start).toHaveValue('0');
    expect(end).toHaveValue('1');
    expect(input()).toHaveValue('0 0 0 1 1 ? 2026-2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('B-CRON-24 a typed expression is read back into the tabs', () => {
    render(<CronEditor now={now} />);
    fireEvent.change(input(), { target: { value: '0 15 10 L-3 * ?' } });
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    expect(radio('lastDayOffset')).toBeChecked();
    expect(within(activePane()).getByLabelText('日天数')).toHaveValue('3');
  });

  it('B-CRON-45 the month tab has four modes: every, range, loop, specified', () => {
    render(<CronEditor now={now} />);
    fireEvent.click(screen.getByRole('tab', { name: '月' }));
    const modes = Array.from(activePane().querySelectorAll('input[data-mode]')).map((radio) => radio.getAttribute('data-mode'));
    expect(modes).toEqual(['every', 'range', 'increment', 'specific']);
  });

  it('B-CRON-75 the day choices are disabled while week is set', () => {
    render(<CronEditor now={now} value="0 0 0 ? * 2#1" />);
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    expect(radio('every')).toBeDisabled();
    expect(radio('unspecified')).toBeChecked();
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    expect(radio('nthWeekday')).toBeChecked();
    expect(radio('every')).not.toBeDisabled();
  });

  it('B-CRON-65 choosing a weekday sets day to ?', () => {
    render(<CronEditor now={now} value="0 0 0 * * ? *" />);
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    fireEvent.click(radio('lastWeekdayOfMonth'));
    expect(input()).toHaveValue('0 0 0 ? * 2L *');
  });

  it('a wrong typed expression shows a message naming the field', () => {
    render(<CronEditor now={now} />);
    fireEvent.change(input(), { target: { value: '0 0 25 * * ?' } });
    expect(screen.getByRole('alert')).toHaveTextContent('“时”字段有误：取值应在 0-23 之间');
  });
});
