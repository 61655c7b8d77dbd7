// A plain equirectangular projection for the offline map: web-map zoom levels (256 px tiles spanning 360° at zoom 0).

export interface Viewport {
  center: { lng: number; lat: number };
  zoom: number;
  width: number;
  height: number;
}

export const pixelsPerDegree = (zoom: number) => (256 * 2 ** zoom) / 360;

export function toScreen(lng: number, lat: number, view: Viewport): { x: number; y: number } {
  const scale = pixelsPerDegree(view.zoom);
  return { x: view.width / 2 + (lng - view.center.lng) * scale, y: view.height / 2 - (lat - view.center.lat) * scale };
}

export function toLngLat(x: number, y: number, view: Viewport): { lng: number; lat: number } {
  const scale = pixelsPerDegree(view.zoom);
  return { lng: view.center.lng + (x - view.width / 2) / scale, lat: view.center.lat - (y - view.height / 2) / scale };
}
