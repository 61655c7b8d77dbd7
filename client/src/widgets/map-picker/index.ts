export { MapSelect, type MapSelectProps } from './components/map-select';
export { MapPickerModal, type MapPickerModalProps } from './components/map-picker-modal';
export { confirmProblem, mapValueOf, locationOfValue, type MapLocation, type MapValue } from './model/location';
export type { MapProvider } from './providers/map-provider';
