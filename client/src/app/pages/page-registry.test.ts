import { describe, expect, it } from 'vitest';
import { ModuleNotFoundError } from '@/api/errors';
import { findPage, loadPage, pageRegistry } from './page-registry';

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

  it('has no page for an unknown component', () => {
    expect(findPage('system/NoSuchList')).toBeNull();
    expect(findPage('toString')).toBeNull();
  });

  it("A-ERR-22 loading an unknown component throws 'Cannot find module' with code MODULE_NOT_FOUND", () => {
    expect(loadPage('dashboard/Analysis')).toBe(pageRegistry['dashboard/Analysis']);
    for (const key of ['system/NoSuchList', 'toString']) {
      const thrown = (() => {
        try {
          loadPage(key);
        } catch (error) {
          return error;
        }
        return null;
      })();
      expect(thrown).toBeInstanceOf(ModuleNotFoundError);
      expect(thrown).toMatchObject({ message: `Cannot find module '${key}'`, code: 'MODULE_NOT_FOUND' });
    }
  });

  // Importing every screen cold (antd, echarts, the editors) takes longer than vitest's 5 s default on a busy 2-core box.
  it('loads every lazy page without failing', async () => {
    const lazyPages = Object.entries(pageRegistry).filter(([, page]) => 'preload' in page);
    expect(lazyPages.map(([key]) => key)).toContain('dashboard/Analysis');
    for (const [key, page] of lazyPages) {
      await expect((page as unknown as { preload: () => Promise<unknown> }).preload(), key).resolves.toBeTypeOf('function');
    }
  });
});
