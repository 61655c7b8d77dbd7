export { resultOf, failureText, RequestIgnored, type PickerAnswer } from './answer';
export { rowsOf, textOf, isRow, type PickerRow, type RowPage } from './page-rows';
export { splitValues, joinValues, ellipsis } from './comma-values';
export { PickerText } from './picker-texts';
export { nextChosenRows } from './chosen-rows';
export { PickerTrigger, type PickerTriggerProps } from './picker-trigger';
export { QueryFormActions, type QueryFormActionsProps } from './query-form-actions';
export type { PickerFieldProps } from './field-props';
