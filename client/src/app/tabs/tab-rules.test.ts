import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPageClosed, type PageClosedEvent } from './page-closed-event';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  refreshTab,
  visitPage,
  type PageMeta,
  type TabsState,
} from './tab-rules';
import { useTabsStore } from './tabs-store';

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });
const meta = (title: string, keepAlive = true): PageMeta => ({ title, keepAlive });
const workbench = meta('首页', false);
const multi = { multipage: true, workbench };
const single = { multipage: false, workbench };

function opened(...paths: string[]): TabsState {
  return paths.reduce<TabsState>((state, path) => visitPage(state, at(path), meta(path), multi), { tabs: [], activeKey: null });
}

const keys = (state: TabsState) => state.tabs.map((tab) => tab.key);

afterEach(() => useTabsStore.getState().reset());

describe('opening tabs', () => {
  it('A-TABS-02 visiting a route opens its page as a tab and activates it', () => {
    const state = opened('/a', '/b');
    expect(keys(state)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(state.activeKey).toBe('/b');
  });

  it('A-TABS-04 the workbench is always the first tab, even when opened later', () => {
    const state = visitPage(opened('/a', '/b'), at('/dashboard/analysis'), workbench, multi);
    expect(keys(state)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(state.activeKey).toBe('/dashboard/analysis');
  });

  it('revisiting a tab keeps its place and records its latest URL', () => {
    const state = visitPage(opened('/a', '/b'), at('/a', '?page=2'), meta('/a'), multi);
    expect(keys(state)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(state.tabs[1]?.location.search).toBe('?page=2');
  });

  it('A-TABS-03 with multi-page mode off only the current page is kept', () => {
    let state = visitPage({ tabs: [], activeKey: null }, at('/a'), meta('/a'), single);
    state = visitPage(state, at('/b'), meta('/b'), single);
    expect(keys(state)).toEqual(['/b']);
  });
});

describe('closing tabs', () => {
  it('A-TABS-05 the workbench tab cannot be closed: 工作台不能关闭!', () => {
    const state = opened('/a');
    const outcome = closeTab(state, '/dashboard/analysis');
    expect(outcome.refusal).toBe('工作台不能关闭!');
    expect(outcome.state).toBe(state);
  });

  it('A-TABS-07 the last remaining page cannot be closed: 这是最后一页，不能再关闭了啦', () => {
    const state = visitPage({ tabs: [], activeKey: null }, at('/a'), meta('/a'), { multipage: true, workbench: null });
    const outcome = closeTab(state, '/a');
    expect(outcome.refusal).toBe('这是最后一页，不能再关闭了啦');
    expect(keys(outcome.state)).toEqual(['/a']);
  });

  it('A-TABS-14 closing the active tab activates its right neighbour', () => {
    const state = visitPage(opened('/a', '/b', '/c'), at('/b'), meta('/b'), multi);
    const outcome = closeTab(state, '/b');
    expect(keys(outcome.state)).toEqual(['/dashboard/analysis', '/a', '/c']);
    expect(outcome.state.activeKey).toBe('/c');
  });

  it('A-TABS-14 closing the active last tab activates its left neighbour', () => {
    const outcome = closeTab(opened('/a', '/b'), '/b');
    expect(outcome.state.activeKey).toBe('/a');
  });

  it('closing an inactive tab leaves the active one', () => {
    const outcome = closeTab(opened('/a', '/b'), '/a');
    expect(outcome.state.activeKey).toBe('/b');
    expect(outcome.closed.map((tab) => tab.key)).toEqual(['/a']);
  });

  it('A-TABS-10 close left closes the tabs before the clicked one, never the workbench', () => {
    const outcome = closeLeft(opened('/a', '/b', '/c'), '/b');
    expect(keys(outcome.state)).toEqual(['/dashboard/analysis', '/b', '/c']);
    expect(outcome.state.activeKey).toBe('/c');
  });

  it('A-TABS-11 close right closes the tabs after the clicked one; the clicked one takes over from a closed active tab', () => {
    const outcome = closeRight(opened('/a', '/b', '/c'), '/a');
    expect(keys(outcome.state)).toEqual(['/dashboard/analysis', '/a']);
    expect(outcome.state.activeKey).toBe('/a');
  });

  it('A-TABS-12 close others keeps the workbench and the clicked tab', () => {
    const outcome = closeOthers(opened('/a', '/b', '/c'), '/b');
    expect(keys(outcome.state)).toEqual(['/dashboard/analysis', '/b']);
    expect(outcome.closed.map((tab) => tab.key)).toEqual(['/a', '/c']);
    expect(outcome.state.activeKey).toBe('/b');
  });

  it('A-TABS-09 refresh remounts the clicked tab and activates it', () => {
    const state = refreshTab(opened('/a', '/b'), '/a');
    expect(state.tabs.find((tab) => tab.key === '/a')?.refreshCount).toBe(1);
    expect(state.activeKey).toBe('/a');
  });
});

describe('tabs store', () => {
  it('A-TABS-13 a page-closed event carries the closed route and the remaining list', () => {
    const events: PageClosedEvent[] = [];
    const domEvents: unknown[] = [];
    const stop = onPageClosed((event) => events.push(event));
    const onDom = (event: Event) => domEvents.push((event as CustomEvent).detail);
    window.addEventListener('page-closed', onDom);
    const store = useTabsStore.getState();
    for (const path of ['/a', '/b']) store.visit(at(path), meta(path), multi);
    expect(useTabsStore.getState().close('/a')).toBeNull();
    stop();
    window.removeEventListener('page-closed', onDom);
    expect(events).toHaveLength(1);
    expect(events[0]?.closed.key).toBe('/a');
    expect(events[0]?.remaining.map((tab) => tab.key)).toEqual(['/dashboard/analysis', '/b']);
    expect(domEvents).toEqual(events);
  });

  it('a refused close changes nothing and announces nothing', () => {
    const listener = vi.fn();
    const stop = onPageClosed(listener);
    useTabsStore.getState().visit(at('/a'), meta('/a'), multi);
    expect(useTabsStore.getState().close('/dashboard/analysis')).toBe('工作台不能关闭!');
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(useTabsStore.getState().tabs).toHaveLength(2);
  });
});

describe('tab strip across a reload', () => {
  it('keeps the open tabs (not their page state) in sessionStorage and clears them with the tabs', () => {
    const store = useTabsStore.getState();
    for (const path of ['/a', '/b']) store.visit(at(path), meta(path), multi);
    useTabsStore.getState().refresh('/a');
    const stored = JSON.parse(window.sessionStorage.getItem('MULTI_PAGE_TABS') ?? 'null') as { tabs: { key: string }[]; activeKey: string };
    expect(stored.tabs.map((tab) => tab.key)).toEqual(['/dashboard/analysis', '/a', '/b']);
    expect(stored.activeKey).toBe('/a');
    useTabsStore.getState().reset();
    expect(window.sessionStorage.getItem('MULTI_PAGE_TABS')).toBeNull();
  });
});
