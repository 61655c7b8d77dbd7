import { createContext } from 'react';

export type MenuStyle = 'dark' | 'light';

/** The settings drawer's menu style and theme colour, which 个性化设置 edits too. */
export interface Appearance {
  menuStyle: MenuStyle;
  /** #rrggbb */
  colour: string;
  colourPresets: ReadonlyArray<{ name: string; colour: string }>;
  changeMenuStyle: (style: MenuStyle) => void;
  changeColour: (colour: string) => void;
}

/** Filled by the shell's settings; null outside it. */
export const AppearanceContext = createContext<Appearance | null>(null);
