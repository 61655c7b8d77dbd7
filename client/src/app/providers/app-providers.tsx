import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import './dayjs-setup';
import { FeedbackBridge } from './feedback-bridge';
import { queryClient } from './query-client';

/** Default UI: primary colour blue (spec 000 §9). */
const theme = { token: { colorPrimary: '#1890ff' } };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </App>
    </ConfigProvider>
  );
}
