import { useEffect, useRef } from 'react';
import { loadAMap, type AMapMap, type AMapNamespace } from './amap-loader';
import type { MapViewProps } from './map-provider';

/** The AMap map: created once, then moved to the centre, zoom and marker it is given; clicks pick a point. */
export function AMapView({ center, zoom, marker, onPick, onZoom }: MapViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<{ amap: AMapNamespace; map: AMapMap; marker?: unknown }>(undefined);
  const handlers = useRef({ onPick, onZoom });

  useEffect(() => {
    handlers.current = { onPick, onZoom };
  });

  useEffect(() => {
    let alive = true;
    void loadAMap().then((amap) => {
      if (!alive || !box.current) return;
      const created = new amap.Map(box.current, { zoom, center: [center.lng, center.lat] });
      created.on('click', (event) => handlers.current.onPick({ lng: event.lnglat.getLng(), lat: event.lnglat.getLat() }));
      created.on('zoomend', () => handlers.current.onZoom(created.getZoom()));
      map.current = { amap, map: created };
    });
    return () => {
      alive = false;
      map.current?.map.destroy();
      map.current = undefined;
    };
    // The map is created once; later centre, zoom and marker changes are applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    current.map.setZoomAndCenter(zoom, [center.lng, center.lat]);
    if (current.marker) current.map.remove(current.marker);
    current.marker = marker ? new current.amap.Marker({ position: [marker.lng, marker.lat] }) : undefined;
    if (current.marker) current.map.add(current.marker);
  }, [center.lng, center.lat, zoom, marker]);

  return <div ref={box} role="application" aria-label="地图" style={{ width: '100%', height: 360 }} />;
}

