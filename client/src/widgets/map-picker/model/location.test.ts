import { describe, expect, it } from 'vitest';
import { MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM } from '@/shared/config/widget-constants';
import { confirmProblem, locationOfValue, mapValueOf, type MapLocation } from './location';
import { toLngLat, toScreen } from './projection';

const canton: MapLocation = { adcode: '440000', address: '广东省', lng: 113.3, lat: 23.1, addressComponent: { province: '广东省', adcode: '440000' } };

describe('map picker location (001 §3, §5, §8, §9)', () => {
  it.each([
    ['B-MAP-06 confirming without a chosen place says 尚未选择有效地点！', undefined, '尚未选择有效地点！'],
    ['B-MAP-11 a place without a region is invalid: 所选位置无效，请重新选择！', { ...canton, adcode: '' }, '所选位置无效，请重新选择！'],
    ['a chosen place confirms', canton, undefined],
  ])('%s', (_rule, location, problem) => {
    expect(confirmProblem(location)).toBe(problem);
  });

  it('B-MAP-07 B-MAP-08 the value holds adcode, lng, lat, addressComponent and the address under its key (default address)', () => {
    expect(mapValueOf(canton)).toEqual({ adcode: '440000', address: '广东省', lng: 113.3, lat: 23.1, addressComponent: { province: '广东省', adcode: '440000' } });
    const custom = mapValueOf(canton, 'location');
    expect(custom.location).toBe('广东省');
    expect('address' in custom).toBe(false);
    expect(locationOfValue(custom, 'location')).toEqual(canton);
  });

  it.each([[null], ['广州'], [{ lng: 'x', lat: 1 }]])('bad stored value %j reads as nothing', (value) => {
    expect(locationOfValue(value)).toBeUndefined();
  });

  it('B-MAP-04 B-MAP-05 zoom 10 by default and 12 on selection', () => {
    expect([MAP_DEFAULT_ZOOM, MAP_SELECTED_ZOOM]).toEqual([10, 12]);
  });

  it('the projection maps a point to the screen and back', () => {
    const view = { center: { lng: 113, lat: 23 }, zoom: 6, width: 600, height: 400 };
    const { x, y } = toScreen(114, 22, view);
    expect(x).toBeGreaterThan(300);
    expect(y).toBeGreaterThan(200);
    const back = toLngLat(x, y, view);
    expect(back.lng).toBeCloseTo(114, 9);
    expect(back.lat).toBeCloseTo(22, 9);
  });
});
