// The online provider (used only when the run-time config has AMap's key and security code): AMap's place search and
// geocoder behind the same interface as the offline provider.
import { REVERSE_FAILED_MESSAGE, UNKNOWN_AREA_MESSAGE, type MapLocation, type MapPlace } from '../model/location';
import { loadAMap, type AMapLngLat } from './amap-loader';
import { AMapView } from './amap-map-view';
import type { MapProvider } from './map-provider';

export const amapProvider: MapProvider = {
  View: AMapView,
  async search(keyword) {
    const amap = await loadAMap();
    return new Promise<MapPlace[]>((resolve) => {
      new amap.PlaceSearch({ pageSize: 10 }).search(keyword, (status, result) => {
        const pois = status === 'complete' ? (result.poiList?.pois ?? []) : [];
        resolve(
          pois
            .filter((poi) => poi.location)
            .map((poi) => ({
              name: poi.name,
              adcode: poi.adcode ?? '',
              address: `${poi.pname ?? ''}${poi.cityname ?? ''}${poi.adname ?? ''}${poi.address ?? ''}`,
              lng: (poi.location as AMapLngLat).getLng(),
              lat: (poi.location as AMapLngLat).getLat(),
              level: 'district' as const,
            })),
        );
      });
    });
  },
  async reverse({ lng, lat }) {
    const amap = await loadAMap();
    return new Promise<MapLocation>((resolve, reject) => {
      new amap.Geocoder().getAddress([lng, lat], (status, result) => {
        const regeocode = status === 'complete' ? result.regeocode : undefined;
        if (!regeocode) return reject(new Error(REVERSE_FAILED_MESSAGE));
        const component = regeocode.addressComponent ?? {};
        if (!component.adcode) return reject(new Error(UNKNOWN_AREA_MESSAGE));
        resolve({
          adcode: component.adcode,
          address: regeocode.formattedAddress ?? '',
          lng,
          lat,
          addressComponent: { province: component.province ?? '', city: component.city, district: component.district, adcode: component.adcode },
        });
      });
    });
  },
};
