export { YnSwitch, type YnSwitchProps } from './yn-switch';
export { DEFAULT_SWITCH_OPTIONS, isChecked, filledValue, type SwitchOptions } from './switch-value';
