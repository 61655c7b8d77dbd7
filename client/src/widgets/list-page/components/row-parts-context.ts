// The classes the row parts (row-actions.tsx) scope themselves with, handed down from the table's RowPartsScope.
import { createContext, useContext } from 'react';

export interface RowPartsClasses {
  /** The prefix of antd's class names (`ant`). */
  prefix: string;
  /** The theme's hash class (empty when the theme is not hashed). */
  hashId: string;
  /** The CSS variables' class (`css-var-root`). */
  cssVar: string;
  /** antd's click wave on a selection box (`label`), as its Checkbox shows it; absent when waves are off. */
  wave?: (label: HTMLElement, event: Event) => void;
}

export const RowPartsContext = createContext<RowPartsClasses | null>(null);

/** The scope's classes, or null outside a `RowPartsScope` (the part then provides one for itself). */
export function useRowPartsClasses(): RowPartsClasses | null {
  return useContext(RowPartsContext);
}
