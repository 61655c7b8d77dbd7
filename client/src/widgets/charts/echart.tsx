// A thin echarts host: loads the runtime on demand, draws `option`, follows its container's size and recovers
// after being hidden. Pages live in keep-alive tabs (React <Activity>): effects are torn down while a tab is
// hidden and re-run when it shows again, so the instance is created in an effect and disposed in its cleanup —
// on show it is rebuilt at the container's real size instead of the 0×0 it had under display:none.
import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { chartAnimationEnabled, DEFAULT_CHART_HEIGHT } from './chart-defaults';
import { loadECharts, loadedECharts, type EChartsRuntime } from './load-echarts';

export type ChartOption = EChartsCoreOption;

/** `data-chart-state` on the container: tests and the bench wait for `rendered`. */
export type ChartState = 'loading' | 'drawing' | 'rendered' | 'error';

export interface EChartProps {
  option: ChartOption;
  /** CSS height; a number is pixels. */
  height?: number | string;
  /** Accessible name of the chart region. */
  label: string;
  testId?: string;
  style?: CSSProperties;
  onItemClick?: (item: { name: string; seriesName?: string; value: unknown }) => void;
}

export function EChart({ option, height = DEFAULT_CHART_HEIGHT, label, testId, style, onItemClick }: EChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const clickRef = useRef(onItemClick);
  const [runtime, setRuntime] = useState<EChartsRuntime | null>(loadedECharts);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    clickRef.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    if (runtime) return;
    let live = true;
    loadECharts().then(
      (loaded) => live && setRuntime(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [runtime]);

  useEffect(() => {
    const container = containerRef.current;
    if (!runtime || !container) return;
    // A chart that cannot be drawn (no canvas: an old browser, a test's DOM) shows 图表加载失败 and leaves the page
    // standing; thrown from here it would take the whole screen down.
    let chart: EChartsType;
    try {
      chart = runtime.init(container);
    } catch {
      queueMicrotask(() => setFailed(true));
      return;
    }
    chartRef.current = chart;
    chart.on('finished', () => {
      container.dataset.chartState = 'rendered' satisfies ChartState;
    });
    chart.on('click', (params) => {
      clickRef.current?.({ name: params.name, seriesName: params.seriesName, value: params.value });
    });
    const resize = () => chart.resize();
    // An observer reports the size it finds when it starts observing: the size the chart was just drawn at. Redrawing
    // the chart for it cost as much as drawing it (bench:dashboard), so only a size that differs redraws.
    const resizeIfChanged = (entries: ResizeObserverEntry[]) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box && Math.round(box.width) === chart.getWidth() && Math.round(box.height) === chart.getHeight()) return;
      resize();
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resizeIfChanged);
    observer?.observe(container);
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      // A chart whose drawing failed is gone already (below).
      if (chartRef.current === chart) chart.dispose();
      chartRef.current = null;
      container.dataset.chartState = 'loading' satisfies ChartState;
    };
  }, [runtime]);

  useEffect(() => {
    const chart = chartRef.current;
    const container = containerRef.current;
    if (!chart || !container) return;
    container.dataset.chartState = 'drawing' satisfies ChartState;
    try {
      chart.setOption({ ...option, animation: chartAnimationEnabled() && option.animation !== false }, { notMerge: true });
    } catch {
      // As above; and the instance goes, so its next frame does not throw again (its own clearing may throw too).
      chartRef.current = null;
      try {
        chart.dispose();
      } catch {
        // nothing was drawn to clear
      }
      queueMicrotask(() => setFailed(true));
    }
  }, [runtime, option]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-chart-state={failed ? 'error' : 'loading'}
      style={{ width: '100%', height, ...style }}
    >
      {failed && <span>图表加载失败</span>}
    </div>
  );
}
