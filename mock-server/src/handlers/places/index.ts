// The places domain's handlers (the offline map provider's geocoder), by name.
export { mockGeoSearch, mockGeoRegeo } from './places.js';
