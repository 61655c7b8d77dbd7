export { EditableTable, type EditableTableProps, type CellChange } from './components/editable-table';
export { TableValidationError, type EditableTableHandle, type GetValuesOptions } from './components/table-handle';
export { ExternalCellEditorsContext, type ExternalCellEditorProps, type ExternalCellEditors } from './components/external-editors';
export { COLUMN_TYPES, type ColumnOption, type ColumnType, type EditableColumn, type GridRow, type ValidateRule } from './model/column';
export type { CellError } from './model/validate';
export { TreeTable, type TreePage, type TreeTableProps } from './tree/tree-table';
export { TableForm, type SubTableTab, type TableFormHandle, type TableFormProps, type TableFormValues } from './table-form/table-form';
export { isTableFormFailure, openSubTable, validateTableForm, SUB_TABLE_OPEN_FAILED, VALIDATE_FAILED, type SubTable, type TableFormFailure } from './table-form/validate-table-form';
