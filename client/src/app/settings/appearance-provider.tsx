import { useMemo, type ReactNode } from 'react';
import { AppearanceContext, type Appearance } from '@/widgets/shell';
import { useSettingsStore } from './settings-store';
import { COLOUR_PRESETS } from './ui-settings';

/** Lends the menu style and theme colour of the settings drawer to the screens (widgets/shell). */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const menuStyle = useSettingsStore((state) => state.theme);
  const colour = useSettingsStore((state) => state.colour);
  const change = useSettingsStore((state) => state.change);
  const changeColour = useSettingsStore((state) => state.changeColour);
  const value = useMemo<Appearance>(
    () => ({
      menuStyle,
      colour,
      colourPresets: COLOUR_PRESETS,
      changeMenuStyle: (style) => change('theme', style),
      changeColour: (next) => void changeColour(next),
    }),
    [menuStyle, colour, change, changeColour],
  );
  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}
