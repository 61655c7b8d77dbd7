import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useMemo, type ReactNode } from 'react';
import { AccessProvider } from '../access/access-provider';
import { useSettingsStore } from '../settings/settings-store';
import './dayjs-setup';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';

/** Colour-weak mode applies to the whole page, as the Vue2 front end did (a class on <html>). */
function useColourWeakClass(on: boolean): void {
  useEffect(() => {
    document.documentElement.classList.toggle('colorWeak', on);
  }, [on]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  // The theme colour of the settings drawer (default blue, 000 §9), applied on every page, the login page included.
  const colour = useSettingsStore((state) => state.colour);
  const colourWeak = useSettingsStore((state) => state.colourWeak);
  useColourWeakClass(colourWeak);
  const theme = useMemo(() => ({ token: { colorPrimary: colour } }), [colour]);
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <AccessProvider>{children}</AccessProvider>
        </QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
