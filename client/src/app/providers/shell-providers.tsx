import { QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import './dayjs-setup';
import { AccessProvider } from '../access/access-provider';
import { CurrentUserProvider } from '../session/current-user-provider';
import { AppearanceProvider } from '../settings/appearance-provider';
import { queryClient } from './query-client';
import { ThemeProviders } from '../settings/theme-providers';

/**
 * What the signed-in screens need: antd's locale and theme, <App> (context-aware message / notification / modal
 * for the screens themselves), the query cache, the permission lists, what the shell lends to screens (widgets/shell) and dayjs in Chinese. Kept out of the entry so
 * the login page does not load them.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProviders>
      <App component={false}>
        <QueryClientProvider client={queryClient}>
          <AccessProvider>
            <CurrentUserProvider>
              <AppearanceProvider>{children}</AppearanceProvider>
            </CurrentUserProvider>
          </AccessProvider>
        </QueryClientProvider>
      </App>
    </ThemeProviders>
  );
}
