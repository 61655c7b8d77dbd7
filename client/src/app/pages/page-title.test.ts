import { describe, expect, it } from 'vitest';
import { breadcrumbEntries, pageTitle } from './page-title';

describe('pageTitle', () => {
  it('A-LAYOUT-06 is the route title, a separator and the system name', () => {
    expect(pageTitle('用户管理', '/isystem/user')).toBe('用户管理 · 人员外包业务管理系统');
  });

  it('A-LAYOUT-07 is the system name alone on the workbench', () => {
    expect(pageTitle('首页', '/dashboard/analysis')).toBe('人员外包业务管理系统');
  });

  it('is the system name when the page has no title', () => {
    expect(pageTitle(undefined, '/somewhere')).toBe('人员外包业务管理系统');
  });
});

describe('breadcrumbEntries', () => {
  it('starts with 首页 linking to the workbench, then the trail, the last not a link', () => {
    expect(
      breadcrumbEntries([
        { title: '系统管理', path: '/isystem' },
        { title: '用户管理', path: '/isystem/user' },
      ]),
    ).toEqual([
      { title: '首页', href: '/dashboard/analysis' },
      { title: '系统管理', href: '/isystem' },
      { title: '用户管理' },
    ]);
  });

  it('shows a single plain 首页 on the workbench itself', () => {
    expect(breadcrumbEntries([{ title: '首页', path: '/dashboard/analysis' }])).toEqual([{ title: '首页' }]);
  });
});
