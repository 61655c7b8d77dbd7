import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EChart } from './echart';

const chart = {
  on: vi.fn(),
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  getWidth: () => 400,
  getHeight: () => 254,
};
const runtime = { init: vi.fn(() => chart) };

vi.mock('./load-echarts', () => ({
  loadECharts: () => Promise.resolve(runtime),
  loadedECharts: () => runtime,
}));

let observed: ResizeObserverCallback | null = null;

class FakeResizeObserver {
  constructor(callback: ResizeObserverCallback) {
    observed = callback;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

function reportSize(width: number, height: number) {
  act(() => observed?.([{ contentRect: { width, height } } as ResizeObserverEntry], {} as ResizeObserver));
}

describe('EChart', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.clearAllMocks();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws in its first commit when the runtime has loaded already', () => {
    const { getByRole } = render(<EChart option={{ series: [] }} label="营收分布" />);
    expect(runtime.init).toHaveBeenCalledTimes(1);
    expect(chart.setOption).toHaveBeenCalledTimes(1);
    expect(getByRole('img', { name: '营收分布' })).toHaveAttribute('data-chart-state', 'drawing');
  });

  it('does not redraw for the size it was drawn at, and follows a size that differs', () => {
    render(<EChart option={{ series: [] }} label="营收分布" />);
    reportSize(400.3, 254);
    expect(chart.resize).not.toHaveBeenCalled();
    reportSize(320, 254);
    expect(chart.resize).toHaveBeenCalledTimes(1);
  });

  it('a chart that cannot be drawn (no canvas) says 图表加载失败, keeps the page, and is disposed once, its own throw caught', async () => {
    chart.setOption.mockImplementationOnce(() => {
      throw new TypeError("Cannot set properties of null (setting 'dpr')");
    });
    chart.dispose.mockImplementationOnce(() => {
      throw new TypeError("Cannot read properties of null (reading 'clearRect')");
    });
    const { unmount } = render(
      <div>
        <h1>问卷结果</h1>
        <EChart option={{ series: [] }} label="口味" />
      </div>,
    );
    await waitFor(() => expect(screen.getByRole('img', { name: '口味' })).toHaveAttribute('data-chart-state', 'error'));
    expect(screen.getByText('图表加载失败')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '问卷结果' })).toBeInTheDocument();
    unmount();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
  });
});
