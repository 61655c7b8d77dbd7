import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localCache } from '@/shared/storage/expiring-storage';
import { StorageKey } from '@/shared/storage/storage-keys';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MenuEntry } from './menu-entries';
import { NavigationMenu } from './side-menu';

const entries: MenuEntry[] = [
  { key: '/dashboard/analysis', label: '首页' },
  { key: '/isps', label: '个人办公', children: [{ key: '/isps/userAnnouncement', label: '我的消息' }] },
];

/** The menu as the layout uses it: the selection follows the location. */
function RoutedMenu() {
  const { pathname } = useLocation();
  return <NavigationMenu entries={entries} selectedKey={pathname} theme="dark" mode="inline" />;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<RoutedMenu />} />
    </Routes>,
    { path },
  );
}

afterEach(() => localStorage.clear());

describe('NavigationMenu', () => {
  it('A-STORE-05 keeps the selected menu keys under SELECTED_MENU_KEYS, following each navigation', async () => {
    renderAt('/isps/userAnnouncement');
    expect(StorageKey.selectedMenuKeys).toBe('SELECTED_MENU_KEYS');
    expect(localCache.get<string[]>(StorageKey.selectedMenuKeys)).toEqual(['/isps/userAnnouncement']);

    await userEvent.click(screen.getByText('首页'));
    expect(localCache.get<string[]>(StorageKey.selectedMenuKeys)).toEqual(['/dashboard/analysis']);
  });

  it('an entry opening another window (接口文档) opens it and tells the layout, which closes the phone drawer', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onNavigate = vi.fn();
    const external: MenuEntry[] = [{ key: '/monitor/swagger', label: '接口文档', externalUrl: 'http://127.0.0.1/v1/doc.html' }];
    renderWithProviders(<NavigationMenu entries={external} selectedKey="/dashboard/analysis" theme="dark" mode="inline" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByText('接口文档'));
    expect(open).toHaveBeenCalledWith('http://127.0.0.1/v1/doc.html', '_blank', 'noopener');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('opens the sub-menu of the selected page and keeps the open sub-menus', async () => {
    renderAt('/isps/userAnnouncement');
    expect(screen.getByText('我的消息')).toBeVisible();
    await userEvent.click(screen.getByText('个人办公'));
    expect(localCache.get<string[]>(StorageKey.subMenu)).toEqual([]);
  });
});
