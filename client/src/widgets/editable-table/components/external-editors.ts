// The small interface the picker and upload cells are built against: sel_depart, sel_user and popup come from the
// pickers widget, upload / file / image from the upload widget. A screen (or the gallery) provides them through
// this context; without them the cell edits the stored text (comma-joined ids or paths).
import { createContext, type ComponentType } from 'react';
import type { EditableColumn, GridRow } from '../model/column';

export interface ExternalCellEditorProps {
  column: EditableColumn;
  row: GridRow;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Ends editing (a picker's modal closed). */
  onDone: () => void;
}

export type ExternalEditorType = 'sel_depart' | 'sel_user' | 'popup' | 'upload' | 'file' | 'image';

export type ExternalCellEditors = Partial<Record<ExternalEditorType, ComponentType<ExternalCellEditorProps>>>;

export const ExternalCellEditorsContext = createContext<ExternalCellEditors>({});
