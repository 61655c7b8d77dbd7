export { EditableTable, type EditableTableProps, type CellChange } from './components/editable-table';
export { TableValidationError, type EditableTableHandle, type GetValuesOptions } from './components/table-handle';
export { ExternalCellEditorsContext, type ExternalCellEditorProps, type ExternalCellEditors } from './components/external-editors';
export { COLUMN_TYPES, type ColumnOption, type ColumnType, type EditableColumn, type GridRow, type ValidateRule } from './model/column';
export type { CellError } from './model/validate';
