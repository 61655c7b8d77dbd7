// A page's first echarts chart costs three to five times what the next ones do: echarts compiles and sets up its
// code on first use. In a scratch measurement (built chunk, Chromium, loaded machine) init + setOption of a pie took
// 86–161 ms the first time, 43–70 ms the second and 16–19 ms the third; a bar chart 59–70 ms, then 23–31 ms.
// Drawing one throwaway chart of each kind while the user types on the login page, in idle time, moves that first
// cost out of the workbench's first render after the login (login → workbench ≤ 800 ms, bench:dashboard).
import type { EChartsCoreOption } from 'echarts/core';
import type { EChartsRuntime } from './load-echarts';

const NAMES = ['一', '二', '三', '四'];

/** The chart kinds the workbench draws: a pie with its legend and labels, bars on a grid with a legend. */
const WARM_UP_OPTIONS: EChartsCoreOption[] = [
  {
    animation: false,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0, left: 'center', icon: 'circle' },
    series: [{ type: 'pie', radius: ['40%', '58%'], label: { formatter: '{b} {d}%' }, data: NAMES.map((name, i) => ({ name, value: i + 1 })) }],
  },
  {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: {},
    xAxis: { type: 'category', data: NAMES },
    yAxis: { type: 'value' },
    series: [
      { type: 'bar', name: '甲', data: [1, 2, 3, 4] },
      { type: 'bar', name: '乙', data: [4, 3, 2, 1] },
    ],
  },
];

/** Each kind is drawn this often: the second draw still cost about half the first (see above). */
const ROUNDS = 2;

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 2000 }) : window.setTimeout(work, 50);

/** One off-screen chart, drawn and thrown away. */
function drawOnce(runtime: EChartsRuntime, option: EChartsCoreOption): void {
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;left:-10000px;top:0;width:400px;height:254px;pointer-events:none';
  document.body.append(host);
  try {
    const chart = runtime.init(host);
    chart.setOption(option);
    chart.dispose();
  } finally {
    host.remove();
  }
}

let warmed = false;

/**
 * Draws each kind of chart off-screen, one chart per idle period, once per page; stops as soon as `goOn` says no
 * (the real charts are about to draw: a throwaway one must not hold them up).
 */
export function warmUpCharts(runtime: EChartsRuntime, goOn: () => boolean = () => true): void {
  if (warmed) return;
  warmed = true;
  const queue = Array.from({ length: ROUNDS }, () => WARM_UP_OPTIONS).flat();
  const next = () => {
    const option = queue.shift();
    if (!option || !goOn()) return;
    drawOnce(runtime, option);
    whenIdle(next);
  };
  whenIdle(next);
}
