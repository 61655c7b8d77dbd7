import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoScroll } from './use-auto-scroll';

function ScrollBox() {
  const ref = useRef<HTMLDivElement>(null);
  const hover = useAutoScroll(ref);
  return <div ref={ref} data-testid="box" {...hover} />;
}

function renderBox() {
  render(<ScrollBox />);
  const box = screen.getByTestId('box');
  // happy-dom does no layout: give the box an overflowing content height.
  Object.defineProperty(box, 'scrollHeight', { value: 500 });
  Object.defineProperty(box, 'clientHeight', { value: 100 });
  return box;
}

describe('useAutoScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('A-BIG-13 scrolls 1px per 100 ms', () => {
    const box = renderBox();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(box.scrollTop).toBe(10);
  });

  it('A-BIG-14 pauses while the pointer is over the box and resumes after it leaves', () => {
    const box = renderBox();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.mouseEnter(box);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(box.scrollTop).toBe(5);
    fireEvent.mouseLeave(box);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(box.scrollTop).toBe(8);
  });
});
