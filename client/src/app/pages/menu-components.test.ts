import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/types';
import { buildMenuRoutes } from './build-routes';
import { OnlineScreen, isLayoutComponent, registryKeyOf } from './menu-components';

describe('menu component names', () => {
  it.each([
    ['modules/online/cgform/auto/OnlCgformAutoList', OnlineScreen.formList],
    ['modules/online/cgform/auto/erp/OnlCgformErpList', OnlineScreen.formList],
    ['modules/online/cgform/auto/tab/OnlCgformTabList', OnlineScreen.formList],
    ['modules/online/cgform/auto/innerTable/OnlCgformInnerTableList', OnlineScreen.formList],
    ['modules/online/cgform/auto/OnlCgformTreeList', OnlineScreen.formTreeList],
    ['modules/online/cgform/OnlCgformHeadList', OnlineScreen.formDesignList],
    ['modules/online/cgreport/auto/OnlCgreportAutoList', OnlineScreen.reportList],
    ['modules/online/cgreport/OnlCgreportHeadList', OnlineScreen.reportDesignList],
    ['modules/online/graphreport/auto/GraphreportAutoChart', OnlineScreen.graphReport],
  ])('A-GUARD-14 %s opens the built-in screen %s', (component, screen) => {
    expect(registryKeyOf(component)).toBe(screen);
  });

  it('other component names are the registry key as sent (a leading slash and .vue dropped)', () => {
    expect(registryKeyOf('system/UserList')).toBe('system/UserList');
    expect(registryKeyOf('/system/UserList.vue')).toBe('system/UserList');
  });

  it('layouts/* are containers except the iframe view', () => {
    expect(isLayoutComponent('layouts/RouteView')).toBe(true);
    expect(isLayoutComponent('layouts/IframePageView')).toBe(false);
    expect(isLayoutComponent('system/UserList')).toBe(false);
  });

  it('A-GUARD-11 a route keeps keepAlive, componentName and the registry key of its menu item', () => {
    const online: MenuItem = {
      id: '1',
      route: '1',
      path: '/online/cgformList/:code',
      name: 'online-cgformList-@code',
      component: 'modules/online/cgform/auto/OnlCgformAutoList',
      meta: { title: '在线表单', keepAlive: true, internalOrExternal: false, componentName: 'OnlCgformAutoList' },
    };
    const [route] = buildMenuRoutes([online], (url) => url);
    expect(route).toMatchObject({
      keepAlive: true,
      componentName: 'OnlCgformAutoList',
      component: 'modules/online/cgform/auto/OnlCgformAutoList',
      registryKey: OnlineScreen.formList,
    });
  });
});
