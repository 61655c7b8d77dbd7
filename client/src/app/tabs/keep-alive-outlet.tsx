// Renders the open page tabs (design-anchors §4): every tab is a React <Activity>, visible when active and hidden
// (state and DOM kept, effects stopped) otherwise. Each tab resolves its page with useRoutes against its own
// location, so a hidden page keeps seeing its own URL. 刷新 changes the tab's React key (a fresh mount); closing a
// tab removes it (an unmount). Pages with keepAlive off render only while active.
import { Activity, useLayoutEffect, useEffect, useRef } from 'react';
import { UNSAFE_RouteContext, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import type { PageTab } from './tab-rules';
import { useTabsStore } from './tabs-store';

/** A route context with no parent match, so each tab's routes match from the root. */
const ROOT_ROUTE_CONTEXT = { outlet: null, matches: [], isDataRoute: false };

function TabRoutes({ routes, location }: { routes: RouteObject[]; location: Partial<Location> }) {
  return useRoutes(routes, location);
}

function tabLocation(tab: PageTab): Partial<Location> {
  return { ...tab.location, state: null, key: tab.key };
}

/** The tab of the current location: the open one, or a transient one until the tab sync has opened it. */
function withCurrentTab(tabs: readonly PageTab[], location: Location): PageTab[] {
  if (tabs.some((tab) => tab.key === location.pathname)) return [...tabs];
  const { pathname, search, hash } = location;
  return [...tabs, { key: pathname, location: { pathname, search, hash }, title: '', keepAlive: false, refreshCount: 0 }];
}

/** Each tab keeps its own scroll position of the page. */
function useScrollMemory(activeKey: string): void {
  const positions = useRef(new Map<string, number>());
  useLayoutEffect(() => {
    window.scrollTo(0, positions.current.get(activeKey) ?? 0);
  }, [activeKey]);
  useEffect(() => {
    const remember = () => positions.current.set(activeKey, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [activeKey]);
}

export function KeepAliveOutlet({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const tabs = useTabsStore((state) => state.tabs);
  // The router's location is the truth about which tab is active; the store follows it.
  const activeKey = location.pathname;
  useScrollMemory(activeKey);

  return (
    <UNSAFE_RouteContext.Provider value={ROOT_ROUTE_CONTEXT}>
      {withCurrentTab(tabs, location).map((tab) => {
        const active = tab.key === activeKey;
        if (!active && !tab.keepAlive) return null;
        return (
          <Activity key={`${tab.key}#${tab.refreshCount}`} mode={active ? 'visible' : 'hidden'} name={tab.key}>
            <div className="page-tab-view" data-tab-key={tab.key}>
              <TabRoutes routes={routes} location={active ? location : tabLocation(tab)} />
            </div>
          </Activity>
        );
      })}
    </UNSAFE_RouteContext.Provider>
  );
}
