// The interface the popup and upload cells are built against. The table has its own (upload-cell-editor.tsx,
// popup-cell-editor.tsx, loaded on the first edit of such a cell); a screen may replace any of them through this
// context. sel_depart and sel_user use the pickers widgets directly.
import { createContext, type ComponentType } from 'react';
import type { EditableColumn, GridRow } from '../model/column';

export interface ExternalCellEditorProps {
  column: EditableColumn;
  row: GridRow;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Sets other columns of the same row (the popup cell's linked columns, destFields). */
  onFill: (values: Record<string, unknown>) => void;
  /** Ends editing (a picker's modal closed). */
  onDone: () => void;
  /** `form` when the editor is an item of a form: it does not open its picker by itself. */
  placement?: 'cell' | 'form';
}

export type ExternalEditorType = 'popup' | 'upload' | 'file' | 'image';

export type ExternalCellEditors = Partial<Record<ExternalEditorType, ComponentType<ExternalCellEditorProps>>>;

export const ExternalCellEditorsContext = createContext<ExternalCellEditors>({});
