import { useEffect, type ReactNode } from 'react';
import { useSettingsStore } from '../settings/settings-store';

/** Colour-weak mode applies to the whole page, as the Vue2 front end did (a class on <html>). */
function useColourWeakClass(on: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle('colorWeak', on);
  }, [on]);
}

/**
 * What every screen shares: colour-weak mode. antd's providers and the permission lists come with the screens
 * that use them (ThemeProviders, ShellProviders), so the login page does not load them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useColourWeakClass(useSettingsStore((state) => state.colourWeak));
  return <>{children}</>;
}
