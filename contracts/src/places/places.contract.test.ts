import { describe, expect, it } from 'vitest';
import { call, mockPerFile, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('offline geocoder (places)', () => {
  it('B-MAP-12 keyword search finds provinces, cities and districts by name with codes, full names and a point (code 0)', async () => {
    const answer = await call(mock.app, 'mockGeoSearch', { url: `/v1/mock/geo/search?keyword=${encodeURIComponent('天河')}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const places = resultOf(answer);
    const tianhe = places.find((place) => place.adcode === '440106');
    expect(tianhe).toMatchObject({ name: '天河区', address: '广东省广州市天河区', level: 'district' });
    expect(tianhe?.lng).toBeGreaterThan(109);
    expect(tianhe?.lng).toBeLessThan(118);
    const guangdong = resultOf(await call(mock.app, 'mockGeoSearch', { url: `/v1/mock/geo/search?keyword=${encodeURIComponent('广东')}`, token: mock.token }));
    expect(guangdong[0]).toMatchObject({ adcode: '440000', level: 'province', address: '广东省' });
    const many = resultOf(await call(mock.app, 'mockGeoSearch', { url: `/v1/mock/geo/search?keyword=${encodeURIComponent('区')}`, token: mock.token }));
    expect(many).toHaveLength(10);
    const none = resultOf(await call(mock.app, 'mockGeoSearch', { url: '/v1/mock/geo/search?keyword=zzzz', token: mock.token }));
    expect(none).toEqual([]);
  });

  it('B-MAP-07 B-MAP-12 reverse geocoding answers the location object of the province containing the point', async () => {
    const answer = await call(mock.app, 'mockGeoRegeo', { url: '/v1/mock/geo/regeo?lng=113.3245&lat=23.1066', token: mock.token });
    expect(resultOf(answer)).toEqual({
      adcode: '440000',
      address: '广东省',
      lng: 113.3245,
      lat: 23.1066,
      addressComponent: { province: '广东省', adcode: '440000' },
    });
    const beijing = resultOf(await call(mock.app, 'mockGeoRegeo', { url: '/v1/mock/geo/regeo?lng=116.40&lat=39.90', token: mock.token }));
    expect(beijing.adcode).toBe('110000');
  });

  it('B-MAP-09 a point outside every province answers 未知区域！', async () => {
    const answer = await call(mock.app, 'mockGeoRegeo', { url: '/v1/mock/geo/regeo?lng=-40&lat=10', token: mock.token });
    expect(answer.body).toMatchObject({ success: false, message: '未知区域！' });
  });

  it.each([
    ['mockGeoSearch', '/v1/mock/geo/search', 'query.keyword'],
    ['mockGeoSearch', `/v1/mock/geo/search?keyword=${'长'.repeat(51)}`, 'query.keyword'],
    ['mockGeoRegeo', '/v1/mock/geo/regeo?lng=200&lat=20', 'query.lng'],
    ['mockGeoRegeo', '/v1/mock/geo/regeo?lng=100&lat=abc', 'query.lat'],
  ] as const)('%s refuses %s with 400 naming %s', async (operationId, url, field) => {
    const answer = await call(mock.app, operationId, { url, token: mock.token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });
});
