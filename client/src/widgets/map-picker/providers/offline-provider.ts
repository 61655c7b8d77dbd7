// The default provider: the map drawn from outlines the build ships, search and reverse geocoding answered by the
// server's geocoder (/mock/geo/search, /mock/geo/regeo) from the administrative-division data. No internet needed.
import { http } from '@/api/http';
import type { SuccessBody, OperationAt } from '@/api/types';
import { REVERSE_FAILED_MESSAGE, UNKNOWN_AREA_MESSAGE, type MapPlace } from '../model/location';
import type { MapProvider } from './map-provider';
import { OfflineMapView } from './offline-map-view';

type Answer<P extends '/mock/geo/search' | '/mock/geo/regeo'> = SuccessBody<OperationAt<P, 'get'>>;

export const offlineProvider: MapProvider = {
  View: OfflineMapView,
  async search(keyword) {
    const { data } = await http.get<Answer<'/mock/geo/search'>>('/mock/geo/search', { params: { keyword }, quietFailures: true });
    return Array.isArray(data?.result) ? (data.result as MapPlace[]) : [];
  },
  async reverse({ lng, lat }) {
    try {
      const { data } = await http.get<Answer<'/mock/geo/regeo'>>('/mock/geo/regeo', { params: { lng, lat }, quietFailures: true });
      if (!data?.result) throw new Error(REVERSE_FAILED_MESSAGE);
      return data.result;
    } catch (error) {
      const message = (error as { body?: { message?: string } }).body?.message;
      throw new Error(message === UNKNOWN_AREA_MESSAGE ? UNKNOWN_AREA_MESSAGE : REVERSE_FAILED_MESSAGE, { cause: error });
    }
  },
};
