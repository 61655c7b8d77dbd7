// Ray casting over GeoJSON rings: inside the outer ring and outside every hole.

type Ring = number[][];

function insideRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function insidePolygon(lng: number, lat: number, rings: Ring[]): boolean {
  const [outer, ...holes] = rings;
  return Boolean(outer && insideRing(lng, lat, outer) && !holes.some((hole) => insideRing(lng, lat, hole)));
}

export function insideGeometry(lng: number, lat: number, geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }): boolean {
  return geometry.type === 'Polygon'
    ? insidePolygon(lng, lat, geometry.coordinates)
    : geometry.coordinates.some((polygon) => insidePolygon(lng, lat, polygon));
}
