// The menu route of an address is the one the router renders: the most specific match, not the first listed.
import { describe, expect, it } from 'vitest';
import type { MenuRoute } from '../pages/build-routes';
import { findMenuRoute } from './use-menu-routes';

const route = (path: string, title: string): MenuRoute => ({
  path,
  name: path,
  component: 'modules/online/cgreport/auto/OnlCgreportAutoList',
  registryKey: 'online/cgreport/auto-list',
  componentName: 'OnlCgreportAutoList',
  title,
  hidden: false,
  keepAlive: true,
  opensInNewWindow: false,
  trail: [{ title, path }],
});

describe('findMenuRoute', () => {
  const generic = route('/online/cgreport/:id', 'Online报表');
  const own = route('/online/cgreport/d41483b4e6bed50aee97bd5bdb52b535', '项目营收报表');

  it("takes a report's own menu entry over the generic one listed before it (its title is the breadcrumb's)", () => {
    expect(findMenuRoute([generic, own], '/online/cgreport/d41483b4e6bed50aee97bd5bdb52b535')?.title).toBe('项目营收报表');
    expect(findMenuRoute([own, generic], '/online/cgreport/d41483b4e6bed50aee97bd5bdb52b535')?.title).toBe('项目营收报表');
  });

  it('takes the generic entry for a report not in the menu, and nothing for an address no route matches', () => {
    expect(findMenuRoute([generic, own], '/online/cgreport/0123456789abcdef0123456789abcdef')?.title).toBe('Online报表');
    expect(findMenuRoute([generic, own], '/online/cgform')).toBeUndefined();
  });
});
