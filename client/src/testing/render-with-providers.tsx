// Test-only: renders a screen inside what the app shell gives it (the signed-in screens' ShellProviders): a fresh
// query cache, antd in Chinese with <App>, a memory router, the permission lists and what widgets/shell lends.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { UserInfo } from '@/api/types';
import { AccessContext, type PermissionLists } from '@/widgets/access';
import { AppearanceContext, CurrentUserContext, type Appearance, type CurrentUser } from '@/widgets/shell';
import { adminUser } from './fixtures';

export interface ProviderOptions {
  /** Where the memory router starts; default '/'. */
  path?: string;
  /** The signed-in user; default the admin of fixtures.ts, null for nobody. */
  user?: UserInfo | null;
  permissions?: PermissionLists;
  appearance?: Partial<Appearance>;
}

export interface RenderedWithProviders extends RenderResult {
  queryClient: QueryClient;
  /** What the screen was lent; `replaceInfo`, `changeMenuStyle` and `changeColour` are spies. */
  currentUser: CurrentUser;
  appearance: Appearance;
}

export function renderWithProviders(ui: ReactNode, options: ProviderOptions = {}): RenderedWithProviders {
  // As the shell's query client, without retries: a failure shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = options.user === undefined ? adminUser : options.user;
  const currentUser: CurrentUser = { info: user, username: user?.username ?? null, replaceInfo: vi.fn() };
  const appearance: Appearance = {
    menuStyle: 'dark',
    colour: '#1890FF',
    colourPresets: [{ name: '拂晓蓝（默认）', colour: '#1890FF' }],
    changeMenuStyle: vi.fn(),
    changeColour: vi.fn(),
    ...options.appearance,
  };
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <App>
          <MemoryRouter initialEntries={[options.path ?? '/']}>
            <AccessContext.Provider value={options.permissions ?? { user: [], all: [] }}>
              <CurrentUserContext.Provider value={currentUser}>
                <AppearanceContext.Provider value={appearance}>{ui}</AppearanceContext.Provider>
              </CurrentUserContext.Provider>
            </AccessContext.Provider>
          </MemoryRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, currentUser, appearance };
}
