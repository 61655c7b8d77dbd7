import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import './dayjs-setup';
import { AccessProvider } from '../access/access-provider';
import { queryClient } from './query-client';
import { ThemeProviders } from './theme-providers';

/**
 * What the signed-in screens need: antd's locale and theme, <App> (context-aware message / notification / modal
 * for the screens themselves), the query cache, the permission lists and dayjs in Chinese. Kept out of the entry so
 * the login page does not load them.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProviders>
      <App component={false}>
        <QueryClientProvider client={queryClient}>
          <AccessProvider>{children}</AccessProvider>
        </QueryClientProvider>
      </App>
    </ThemeProviders>
  );
}
