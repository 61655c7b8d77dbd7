export { BizPicker, type BizPickerProps } from './components/biz-picker';
export { BizSelectModal, type BizSelectModalProps } from './components/biz-select-modal';
export { RolePicker, type RolePickerProps } from './components/role-picker';
export { PositionPicker, type PositionPickerProps } from './components/position-picker';
export { toChosenPosition, type ChosenPosition } from './model/position-row';
export type { BizPickerConfig, BizColumn, BizQueryField } from './model/biz-config';
