// The main layout (spec 000 §2.3): side menu (or top menu), header with its tools, the page tabs, breadcrumb,
// content and footer; the settings drawer and the department choice a multi-department login requires.
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SYSTEM_NAME } from '@/shared/config/app-constants';
import { useVisibleMenu } from '../access/use-visible-menu';
import { ShellProviders } from '../providers/shell-providers';
import { fillMenuUrlFromWindow } from '../pages/menu-url-scope';
import { findMenuRoute, useMenuRoutes } from '../access/use-menu-routes';
import { DepartSwitchDialog } from '../session/depart-switch-dialog';
import { departChoiceRequired } from '../session/session-store';
import { SettingsDrawer } from '../settings/settings-drawer';
import { useSettingsStore } from '../settings/settings-store';
import { KeepAliveOutlet } from '../tabs/keep-alive-outlet';
import { usePageRoutes } from '../tabs/page-routes';
import { TabsBar } from '../tabs/tabs-bar';
import { useTabSync } from '../tabs/use-tab-sync';
import { BreadcrumbBar } from './breadcrumb-bar';
import { useDeviceLayout, type DeviceLayout } from './device-layout';
import { HeaderTools } from './header-tools';
import { MenuLogo } from './menu-logo';
import { buildMenuEntries, selectedMenuKey } from './menu-entries';
import { pageTitle } from '../pages/page-title';
import { ProjectSelector } from './project-selector';
import { RouteLoadingBar } from './route-loading-bar';
import { NavigationMenu } from './side-menu';
import { STATIC_ROUTE_TRAILS } from '../pages/static-titles';
import { useAutoHideHeader } from './use-auto-hide-header';

export const SIDE_MENU_WIDTH = 180;
export const MOBILE_DRAWER_WIDTH = 200;
export const HEADER_HEIGHT = 64;
/** Content width Fixed (top-menu mode) centres the content at this width. */
export const FIXED_CONTENT_WIDTH = 1200;

/** decisions #2: collapsed on narrow desktops unless the user opened it; on desktops as the user left it. */
function useSideMenuCollapse(device: DeviceLayout) {
  const sidebarOpen = useSettingsStore((state) => state.sidebarOpen);
  const change = useSettingsStore((state) => state.change);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const [seenDevice, setSeenDevice] = useState(device);
  if (seenDevice !== device) {
    setSeenDevice(device);
    setNarrowOpen(false);
  }
  const previousDevice = useRef(device);
  useEffect(() => {
    // Becoming a desktop opens the side menu (000 §4); the user's own choice holds until the next change.
    if (previousDevice.current !== device && device === 'desktop') change('sidebarOpen', true);
    previousDevice.current = device;
  }, [device, change]);
  const collapsed = device === 'desktop' ? !sidebarOpen : !narrowOpen;
  const toggle = () => (device === 'desktop' ? change('sidebarOpen', collapsed) : setNarrowOpen(collapsed));
  return { collapsed, toggle };
}

/** The main layout inside the providers of the signed-in screens. */
export function BasicLayout() {
  return (
    <ShellProviders>
      <MainLayout />
    </ShellProviders>
  );
}

/** Opens or activates the tab of the page shown; apart, so a change of the address's query renders only this. */
function TabSync() {
  useTabSync(useMenuRoutes());
  return null;
}

/**
 * The layout needs the address's path, not its query: a list's search or page change (the query only) renders this
 * and the tab sync, not the menu, header and tabs (the page and the tab views follow the address themselves).
 */
function MainLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <MainLayoutFrame pathname={pathname} />
      <TabSync />
    </>
  );
}

const MainLayoutFrame = memo(function MainLayoutFrame({ pathname }: { pathname: string }) {
  const device = useDeviceLayout();
  const isMobile = device === 'mobile';
  const theme = useSettingsStore((state) => state.theme);
  const layout = useSettingsStore((state) => state.layout);
  const fixedHeader = useSettingsStore((state) => state.fixedHeader);
  const fixedSidebar = useSettingsStore((state) => state.fixedSidebar);
  const autoHideHeader = useSettingsStore((state) => state.autoHideHeader);
  const contentWidth = useSettingsStore((state) => state.contentWidth);
  const multipage = useSettingsStore((state) => state.multipage);
  const menu = useVisibleMenu();
  const menuRoutes = useMenuRoutes();
  const pageRoutes = usePageRoutes();
  const entries = useMemo(() => buildMenuEntries(menu, fillMenuUrlFromWindow), [menu]);
  const { collapsed, toggle } = useSideMenuCollapse(device);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [mustChooseDepart, setMustChooseDepart] = useState(departChoiceRequired);
  const headerHidden = useAutoHideHeader(fixedHeader && autoHideHeader);

  const current = findMenuRoute(menuRoutes, pathname);
  const trail = current?.trail ?? STATIC_ROUTE_TRAILS[pathname] ?? [];
  const title = trail.at(-1)?.title;
  const selectedKey = selectedMenuKey(entries, trail, pathname);
  const topMenu = layout === 'topmenu' && !isMobile;

  useEffect(() => {
    document.title = pageTitle(title, pathname);
  }, [title, pathname]);

  const closeDepartChoice = useCallback(() => setMustChooseDepart(false), []);

  const sideMenu = (
    <NavigationMenu
      entries={entries}
      selectedKey={selectedKey}
      theme={theme}
      mode="inline"
      collapsed={!isMobile && collapsed}
      onNavigate={() => setDrawerOpen(false)}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-layout={topMenu ? 'topmenu' : 'sidemenu'} data-device={device}>
      <RouteLoadingBar />
      {isMobile && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={MOBILE_DRAWER_WIDTH}
          closable={false}
          mask={{ closable: true }}
          styles={{ body: { padding: 0, background: theme === 'dark' ? '#001529' : '#fff' } }}
          data-testid="side-menu-drawer"
        >
          <MenuLogo collapsed={false} theme={theme} />
          {sideMenu}
        </Drawer>
      )}
      {!isMobile && !topMenu && (
        <Layout.Sider
          width={SIDE_MENU_WIDTH}
          theme={theme}
          collapsible
          collapsed={collapsed}
          trigger={null}
          data-testid="side-menu"
          style={fixedSidebar ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } : undefined}
        >
          <MenuLogo collapsed={collapsed} theme={theme} />
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          data-testid="global-header"
          style={{
            background: topMenu && theme === 'dark' ? '#001529' : '#fff',
            padding: '0 16px',
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
            boxShadow: '0 1px 4px rgba(0,21,41,.08)',
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            zIndex: 20,
            transition: 'transform 0.2s',
            ...(fixedHeader ? { position: 'sticky', top: 0 } : {}),
            ...(headerHidden ? { transform: `translateY(-${HEADER_HEIGHT}px)` } : {}),
          }}
        >
          {topMenu ? (
            <>
              <MenuLogo collapsed={false} theme={theme} />
              <NavigationMenu entries={entries} selectedKey={selectedKey} theme={theme} mode="horizontal" />
            </>
          ) : (
            <Button
              type="text"
              aria-label={(isMobile ? !drawerOpen : collapsed) ? '展开菜单' : '收起菜单'}
              icon={(isMobile ? !drawerOpen : collapsed) ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={() => (isMobile ? setDrawerOpen((open) => !open) : toggle())}
            />
          )}
          <div style={{ flex: topMenu ? '0 0 auto' : 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
            {!isMobile && <ProjectSelector topMenu={topMenu} />}
          </div>
          <HeaderTools menuEntries={entries} mobile={isMobile} onOpenSettings={() => setSettingsOpen(true)} />
        </Layout.Header>
        {multipage && (
          <div
            className="page-tabs"
            style={{ background: '#fff', padding: '6px 16px 0', ...(fixedHeader ? { position: 'sticky', top: headerHidden ? 0 : HEADER_HEIGHT, zIndex: 19 } : {}) }}
          >
            <TabsBar />
          </div>
        )}
        <Layout.Content style={{ margin: 16 }}>
          <div style={topMenu && contentWidth === 'Fixed' ? { maxWidth: FIXED_CONTENT_WIDTH, margin: '0 auto' } : undefined}>
            <BreadcrumbBar trail={trail} />
            <KeepAliveOutlet routes={pageRoutes} />
            {/* The router's own match: renders nothing for a page (the tabs show it), a redirect for a container or /. */}
            <Outlet />
          </div>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }} data-testid="global-footer">
          {SYSTEM_NAME}
        </Layout.Footer>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      <DepartSwitchDialog requested={mustChooseDepart} closable={false} onClose={closeDepartChoice} />
    </Layout>
  );
});
