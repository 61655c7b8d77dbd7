// AMap's JS API 2.0 through its official loader, with the key and security code of the run-time config
// (window.__MIS_CONFIG__.amapKey / amapSecurityCode), and the small part of its API the picker uses.
import AMapLoader from '@amap/amap-jsapi-loader';
import { appConfig } from '@/shared/config/env';

export interface AMapLngLat {
  getLng(): number;
  getLat(): number;
}
export interface AMapMap {
  on(event: 'click', handler: (event: { lnglat: AMapLngLat }) => void): void;
  setZoomAndCenter(zoom: number, center: [number, number]): void;
  on(event: 'zoomend', handler: () => void): void;
  getZoom(): number;
  add(overlay: unknown): void;
  remove(overlay: unknown): void;
  destroy(): void;
}
export interface AMapNamespace {
  Map: new (container: HTMLElement, options: { zoom: number; center: [number, number] }) => AMapMap;
  Marker: new (options: { position: [number, number] }) => unknown;
  PlaceSearch: new (options: { pageSize: number }) => {
    search(keyword: string, done: (status: string, result: { poiList?: { pois?: Array<{ name: string; adcode?: string; address?: string; pname?: string; cityname?: string; adname?: string; location?: AMapLngLat }> } }) => void): void;
  };
  Geocoder: new () => {
    getAddress(point: [number, number], done: (status: string, result: { regeocode?: { formattedAddress?: string; addressComponent?: { adcode?: string; province?: string; city?: string; district?: string } } }) => void): void;
  };
}

let loading: Promise<AMapNamespace> | undefined;

export function loadAMap(): Promise<AMapNamespace> {
  const config = appConfig.amap;
  if (!config) return Promise.reject(new Error('AMap is not configured'));
  (window as unknown as { _AMapSecurityConfig?: object })._AMapSecurityConfig = { securityJsCode: config.securityCode };
  loading ??= AMapLoader.load({ key: config.key, version: '2.0', plugins: ['AMap.PlaceSearch', 'AMap.Geocoder'] }) as Promise<AMapNamespace>;
  return loading;
}

