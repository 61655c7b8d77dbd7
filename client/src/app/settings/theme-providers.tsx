import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, type ReactNode } from 'react';
import { useReducedMotion } from '@/shared/lib/use-reduced-motion';
import { appTheme } from './app-theme';
import { useSettingsStore } from './settings-store';

// A click beside a dialog or drawer must not throw away what was typed into it: they close by their own buttons, ×
// and Esc. The side menu's and the settings' drawers, which hold no input, close on the mask as usual.
const FORMS_STAY_OPEN = { mask: { closable: false } };

/**
 * antd's Chinese locale and the theme colour of the settings drawer (default blue, 000 §9). Every screen but the
 * login page uses it; the login page renders antd's markup of a few inputs without antd, in antd's own blue, to stay light.
 * Someone whose system asks for reduced motion gets antd without its open/close animations.
 */
export function ThemeProviders({ children }: { children: ReactNode }) {
  const colour = useSettingsStore((state) => state.colour);
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => appTheme(colour, reducedMotion), [colour, reducedMotion]);
  return (
    <ConfigProvider locale={zhCN} theme={theme} modal={FORMS_STAY_OPEN} drawer={FORMS_STAY_OPEN}>
      {children}
    </ConfigProvider>
  );
}
