export { resultOf, failureText, type PickerAnswer } from './answer';
export { rowsOf, textOf, isRow, type PickerRow, type RowPage } from './page-rows';
export { splitValues, joinValues, ellipsis } from './comma-values';
export { PickerText } from './picker-texts';
