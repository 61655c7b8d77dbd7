// The editable table's type → editor mapping as its own entry point, so a form that places these editors (the
// resource kit's) loads them without the grid itself.
export { CellEditor as TypeEditor, type CellEditorProps as TypeEditorProps, type EditorPlacement } from './components/cell-editor';
export type { ColumnOption, ColumnType, EditableColumn } from './model/column';
export { patternOf } from './model/patterns';
