// The map picker's location object (001 §3) and value, and the messages of §5 and §8.
import type { Schema } from '@/api/types';

export type MapLocation = Schema<'GeoAddress'>;
export type MapPlace = Schema<'GeoPlace'>;
export interface LngLat {
  lng: number;
  lat: number;
}

export const NO_PLACE_MESSAGE = '尚未选择有效地点！';
export const UNKNOWN_AREA_MESSAGE = '未知区域！';
export const REVERSE_FAILED_MESSAGE = '根据经纬度查询地址失败';
export const INVALID_PLACE_MESSAGE = '所选位置无效，请重新选择！';

/** Why a location cannot be confirmed: none chosen (尚未选择有效地点！) or one without a region (所选位置无效…). */
export function confirmProblem(location: MapLocation | null | undefined): string | undefined {
  if (!location) return NO_PLACE_MESSAGE;
  if (!location.adcode || !Number.isFinite(location.lng) || !Number.isFinite(location.lat)) return INVALID_PLACE_MESSAGE;
  return undefined;
}

/** The value a form stores: the location object with its address under `addressKey` (default address). */
export type MapValue = Omit<MapLocation, 'address'> & Record<string, unknown>;

export function mapValueOf(location: MapLocation, addressKey = 'address'): MapValue {
  const { address, ...rest } = location;
  return { ...rest, [addressKey]: address };
}

/** A stored value read back (bad input → undefined). */
export function locationOfValue(value: unknown, addressKey = 'address'): MapLocation | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const lng = Number(record.lng);
  const lat = Number(record.lat);
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return undefined;
  const component = (record.addressComponent ?? {}) as MapLocation['addressComponent'];
  return {
    adcode: typeof record.adcode === 'string' ? record.adcode : '',
    address: typeof record[addressKey] === 'string' ? (record[addressKey] as string) : '',
    lng,
    lat,
    addressComponent: { province: String(component?.province ?? ''), adcode: String(component?.adcode ?? record.adcode ?? '') },
  };
}
