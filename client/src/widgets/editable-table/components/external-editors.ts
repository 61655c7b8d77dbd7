// The small interface the popup and upload cells are built against (the online-report popup picker and the upload
// widget are not in this branch): a screen provides them through this context; without them the cell edits the
// stored text (comma-joined ids or paths). sel_depart and sel_user use the pickers widgets directly.
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

export type ExternalEditorType = 'popup' | 'upload' | 'file' | 'image';

export type ExternalCellEditors = Partial<Record<ExternalEditorType, ComponentType<ExternalCellEditorProps>>>;

export const ExternalCellEditorsContext = createContext<ExternalCellEditors>({});
