// Loads the echarts runtime once, on first use, as a separate chunk.
type EChartsModule = typeof import('./echarts-setup');
export type EChartsRuntime = EChartsModule['echarts'];

let runtime: Promise<EChartsRuntime> | null = null;
let loaded: EChartsRuntime | null = null;

export function loadECharts(): Promise<EChartsRuntime> {
  runtime ??= import('./echarts-setup').then((module) => (loaded = module.echarts));
  // A failed chunk load must not stick: the next chart tries again.
  runtime.catch(() => {
    runtime = null;
  });
  return runtime;
}

/** The runtime if it has loaded already: a chart mounted after that draws in its first commit, not a render later. */
export function loadedECharts(): EChartsRuntime | null {
  return loaded;
}

/** Registers GeoJSON map data under `name` (idempotent) once the runtime is loaded. */
export async function registerChartMap(name: string, geoJson: object): Promise<void> {
  const echarts = await loadECharts();
  if (!echarts.getMap(name)) echarts.registerMap(name, geoJson as Parameters<EChartsRuntime['registerMap']>[1]);
}
