// The online (AMap) provider against a fake AMap namespace: no network, the official loader replaced.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AMapLngLat, AMapNamespace } from './amap-loader';

const config = vi.hoisted(() => ({ appConfig: { amap: null as { key: string; securityCode: string } | null } }));
const loader = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@/shared/config/env', () => config);
vi.mock('@amap/amap-jsapi-loader', () => ({ default: loader }));

type SearchAnswer = Parameters<Parameters<InstanceType<AMapNamespace['PlaceSearch']>['search']>[1]>;
type GeocodeAnswer = Parameters<Parameters<InstanceType<AMapNamespace['Geocoder']>['getAddress']>[1]>;

const point = (lng: number, lat: number): AMapLngLat => ({ getLng: () => lng, getLat: () => lat });

function fakeAMap(search: SearchAnswer, geocode: GeocodeAnswer) {
  const asked = { keywords: [] as string[], pageSizes: [] as number[], points: [] as Array<[number, number]> };
  const amap = {
    Map: vi.fn(),
    Marker: vi.fn(),
    PlaceSearch: class {
      constructor(options: { pageSize: number }) {
        asked.pageSizes.push(options.pageSize);
      }
      search(keyword: string, done: (...answer: SearchAnswer) => void) {
        asked.keywords.push(keyword);
        done(...search);
      }
    },
    Geocoder: class {
      getAddress(at: [number, number], done: (...answer: GeocodeAnswer) => void) {
        asked.points.push(at);
        done(...geocode);
      }
    },
  };
  return { amap, asked };
}

beforeEach(() => {
  vi.resetModules();
  loader.load.mockReset();
  config.appConfig.amap = { key: 'k-123', securityCode: 's-456' };
});
afterEach(() => {
  delete (window as unknown as { _AMapSecurityConfig?: object })._AMapSecurityConfig;
});

// Importing the providers cold (their map views, the offline map's data) takes seconds on a loaded machine.
describe('which map provider the picker uses', () => {
  it.each([
    ['the offline map without AMap settings', null, 'offline'],
    ['AMap when the run-time config gives its key and security code', { key: 'k', securityCode: 's' }, 'amap'],
  ])('%s', async (_case, amap, expected) => {
    config.appConfig.amap = amap;
    const { activeProvider } = await import('./active-provider');
    const { offlineProvider } = await import('./offline-provider');
    const { amapProvider } = await import('./amap-provider');
    expect(await activeProvider()).toBe(expected === 'offline' ? offlineProvider : amapProvider);
  });
});

describe('the AMap loader', () => {
  it('loads JS API 2.0 once with the key, the plugins the picker uses and the security code set first', async () => {
    const { amap } = fakeAMap(['complete', {}], ['complete', {}]);
    loader.load.mockImplementation(() => {
      expect((window as unknown as { _AMapSecurityConfig?: object })._AMapSecurityConfig).toEqual({ securityJsCode: 's-456' });
      return Promise.resolve(amap);
    });
    const { loadAMap } = await import('./amap-loader');
    await expect(loadAMap()).resolves.toBe(amap);
    await loadAMap();
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(loader.load).toHaveBeenCalledWith({ key: 'k-123', version: '2.0', plugins: ['AMap.PlaceSearch', 'AMap.Geocoder'] });
  });

  it('refuses to load without settings, asking nothing', async () => {
    config.appConfig.amap = null;
    const { loadAMap } = await import('./amap-loader');
    await expect(loadAMap()).rejects.toThrow('AMap is not configured');
    expect(loader.load).not.toHaveBeenCalled();
  });
});

describe('the AMap provider', () => {
  it('B-MAP-12 searches places by keyword, 10 a page, keeping those with a position and joining their address', async () => {
    const pois = [
      { name: '天安门', adcode: '110101', pname: '北京市', cityname: '北京市', adname: '东城区', address: '长安街', location: point(116.397, 39.909) },
      { name: '无位置的地点', adcode: '110102' },
      { name: '故宫', location: point(116.39, 39.92) },
    ];
    const { amap, asked } = fakeAMap(['complete', { poiList: { pois } }], ['complete', {}]);
    loader.load.mockResolvedValue(amap);
    const { amapProvider } = await import('./amap-provider');
    const places = await amapProvider.search('天安门');
    expect(asked).toMatchObject({ keywords: ['天安门'], pageSizes: [10] });
    expect(places).toEqual([
      { name: '天安门', adcode: '110101', address: '北京市北京市东城区长安街', lng: 116.397, lat: 39.909, level: 'district' },
      { name: '故宫', adcode: '', address: '', lng: 116.39, lat: 39.92, level: 'district' },
    ]);
  });

  it.each([['no_data'], ['error']])('B-MAP-12 a search answering %s finds nothing', async (status) => {
    const { amap } = fakeAMap([status, {}], ['complete', {}]);
    loader.load.mockResolvedValue(amap);
    const { amapProvider } = await import('./amap-provider');
    await expect(amapProvider.search('无此地')).resolves.toEqual([]);
  });

  it('B-MAP-07 reverse geocoding gives the location object of a point', async () => {
    const regeocode = { formattedAddress: '北京市东城区东华门街道天安门', addressComponent: { adcode: '110101', province: '北京市', city: '', district: '东城区' } };
    const { amap, asked } = fakeAMap(['complete', {}], ['complete', { regeocode }]);
    loader.load.mockResolvedValue(amap);
    const { amapProvider } = await import('./amap-provider');
    await expect(amapProvider.reverse({ lng: 116.397, lat: 39.909 })).resolves.toEqual({
      adcode: '110101',
      address: '北京市东城区东华门街道天安门',
      lng: 116.397,
      lat: 39.909,
      addressComponent: { province: '北京市', city: '', district: '东城区', adcode: '110101' },
    });
    expect(asked.points).toEqual([[116.397, 39.909]]);
  });

  it.each([
    ['B-MAP-10 a failed lookup rejects with 根据经纬度查询地址失败', ['error', {}] as GeocodeAnswer, '根据经纬度查询地址失败'],
    ['B-MAP-10 a complete answer without an address rejects with 根据经纬度查询地址失败', ['complete', {}] as GeocodeAnswer, '根据经纬度查询地址失败'],
    ['B-MAP-09 an address outside any area rejects with 未知区域！', ['complete', { regeocode: { formattedAddress: '海上', addressComponent: {} } }] as GeocodeAnswer, '未知区域！'],
  ])('%s', async (_case, answer, message) => {
    const { amap } = fakeAMap(['complete', {}], answer);
    loader.load.mockResolvedValue(amap);
    const { amapProvider } = await import('./amap-provider');
    await expect(amapProvider.reverse({ lng: 122, lat: 30 })).rejects.toThrow(message);
  });
});
