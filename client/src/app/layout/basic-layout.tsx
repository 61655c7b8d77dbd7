import { Drawer, Layout, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { HOME_PATH, SYSTEM_NAME } from '@/shared/config/app-constants';
import { usePermissionStore } from '../access/permission-store';
import { fillMenuUrlFromWindow } from '../router/menu-url-scope';
import { findMenuRoute, useMenuRoutes } from '../router/use-menu-routes';
import { BreadcrumbBar } from './breadcrumb-bar';
import { useDeviceLayout } from './device-layout';
import { HeaderBar } from './header-bar';
import { buildMenuEntries } from './menu-entries';
import { pageTitle } from './page-title';
import { SideMenu } from './side-menu';
import { STATIC_ROUTE_TRAILS } from './static-titles';

export const SIDE_MENU_WIDTH = 180;
export const MOBILE_DRAWER_WIDTH = 200;

function Logo({ collapsed }: { collapsed: boolean }) {
  return (
    <Link to={HOME_PATH} aria-label="返回工作台" style={{ display: 'block', padding: '16px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
      <Typography.Text strong style={{ color: '#fff' }}>
        {collapsed ? '人员' : SYSTEM_NAME}
      </Typography.Text>
    </Link>
  );
}

/** The main layout: side menu, header, breadcrumb, content and footer (spec 000 §2.3). */
export function BasicLayout() {
  const { pathname } = useLocation();
  const device = useDeviceLayout();
  const menu = usePermissionStore((state) => state.menu);
  const menuRoutes = useMenuRoutes();
  const entries = useMemo(() => buildMenuEntries(menu, fillMenuUrlFromWindow), [menu]);
  const [collapsedByUser, setCollapsedByUser] = useState<boolean | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const current = findMenuRoute(menuRoutes, pathname);
  const trail = current?.trail ?? STATIC_ROUTE_TRAILS[pathname] ?? [];
  const title = trail.at(-1)?.title;

  useEffect(() => {
    document.title = pageTitle(title, pathname);
  }, [title, pathname]);

  const isMobile = device === 'mobile';
  const collapsed = collapsedByUser ?? device !== 'desktop';
  const toggleMenu = () => (isMobile ? setDrawerOpen((open) => !open) : setCollapsedByUser(!collapsed));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={MOBILE_DRAWER_WIDTH}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <Logo collapsed={false} />
          <SideMenu entries={entries} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          width={SIDE_MENU_WIDTH}
          theme="dark"
          collapsible
          collapsed={collapsed}
          trigger={null}
          data-testid="side-menu"
        >
          <Logo collapsed={collapsed} />
          <SideMenu entries={entries} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <HeaderBar collapsed={isMobile ? !drawerOpen : collapsed} onToggleMenu={toggleMenu} showGreeting={!isMobile} />
        <Layout.Content style={{ margin: 16 }}>
          <BreadcrumbBar trail={trail} />
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>{SYSTEM_NAME}</Layout.Footer>
      </Layout>
    </Layout>
  );
}
