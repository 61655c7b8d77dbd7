// Which provider the picker uses: the online AMap when the run-time config has its key and security code, else
// the offline map. The AMap code loads only then, in its own chunk.

import { appConfig } from '@/shared/config/env';
import type { MapProvider } from './map-provider';
import { offlineProvider } from './offline-provider';

export function activeProvider(): Promise<MapProvider> {
  if (!appConfig.amap) return Promise.resolve(offlineProvider);
  return import('./amap-provider').then((module) => module.amapProvider);
}

