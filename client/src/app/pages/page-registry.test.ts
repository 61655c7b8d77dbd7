import { describe, expect, it } from 'vitest';
import { findPage, pageRegistry } from './page-registry';

describe('pageRegistry', () => {
  it('maps the workbench component to a page', () => {
    expect(findPage('dashboard/Analysis')).toBe(pageRegistry['dashboard/Analysis']);
    expect(findPage('dashboard/Analysis')).not.toBeNull();
  });

  it('maps the layout containers, the iframe view and the exception pages', () => {
    for (const key of ['layouts/RouteView', 'layouts/TabLayout', 'layouts/IframePageView', 'exception/403', 'exception/404', 'exception/500']) {
      expect(findPage(key), key).not.toBeNull();
    }
  });

  it('A-ERR-22 has no page for an unknown component (the route then shows MODULE_NOT_FOUND)', () => {
    expect(findPage('system/NoSuchList')).toBeNull();
    expect(findPage('toString')).toBeNull();
  });

  it('loads every lazy page without failing', async () => {
    const lazyPages = Object.entries(pageRegistry).filter(([, page]) => 'preload' in page);
    expect(lazyPages.map(([key]) => key)).toContain('dashboard/Analysis');
    for (const [key, page] of lazyPages) {
      await expect((page as unknown as { preload: () => Promise<unknown> }).preload(), key).resolves.toBeTypeOf('function');
    }
  });
});
