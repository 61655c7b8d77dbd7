// A map provider: a view that reports clicks, keyword search and reverse geocoding. Offline (default) or AMap.
import type { ComponentType } from 'react';
import type { LngLat, MapLocation, MapPlace } from '../model/location';

export interface MapViewProps {
  center: LngLat;
  zoom: number;
  marker?: LngLat;
  onPick: (point: LngLat) => void;
  onZoom: (zoom: number) => void;
}

/** Reverse geocoding fails with one of the messages of 001 §8 as the error's message. */
export interface MapProvider {
  View: ComponentType<MapViewProps>;
  search: (keyword: string) => Promise<MapPlace[]>;
  reverse: (point: LngLat) => Promise<MapLocation>;
}
