import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EChartsRuntime } from './load-echarts';

function fakeRuntime() {
  const drawn: { host: HTMLElement; option: unknown; disposed: boolean }[] = [];
  const runtime = {
    init: (host: HTMLElement) => {
      const entry = { host, option: null as unknown, disposed: false };
      drawn.push(entry);
      return {
        setOption: (option: unknown) => {
          entry.option = option;
          expect(document.body.contains(host)).toBe(true);
        },
        dispose: () => {
          entry.disposed = true;
        },
      };
    },
  } as unknown as EChartsRuntime;
  return { runtime, drawn };
}

const idle: (() => void)[] = [];
const runIdle = () => idle.splice(0).forEach((work) => work());

describe('warmUpCharts', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  });
  afterEach(() => {
    idle.length = 0;
    vi.unstubAllGlobals();
  });

  it('draws a pie and a bar chart twice, one per idle period, off-screen, and throws each away', async () => {
    const { warmUpCharts } = await import('./warm-up-charts');
    const { runtime, drawn } = fakeRuntime();
    warmUpCharts(runtime);
    expect(drawn).toHaveLength(0);
    for (let period = 1; period <= 5; period++) {
      runIdle();
      expect(drawn).toHaveLength(Math.min(period, 4));
    }
    const kinds = drawn.map(({ option }) => (option as { series: { type: string }[] }).series[0]?.type);
    expect(kinds).toEqual(['pie', 'bar', 'pie', 'bar']);
    for (const { host, disposed } of drawn) {
      expect(disposed).toBe(true);
      expect(host.isConnected).toBe(false);
      expect(host.style.left).toBe('-10000px');
    }
  });

  it('stops as soon as it is told the real charts are coming, and runs once per page', async () => {
    const { warmUpCharts } = await import('./warm-up-charts');
    const { runtime, drawn } = fakeRuntime();
    let goOn = true;
    warmUpCharts(runtime, () => goOn);
    runIdle();
    goOn = false;
    runIdle();
    runIdle();
    expect(drawn).toHaveLength(1);
    warmUpCharts(runtime);
    runIdle();
    expect(drawn).toHaveLength(1);
  });
});
