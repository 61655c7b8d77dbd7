import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { createLoadingFlag } from './loading-flag';

const routeLoading = createLoadingFlag();

/** A thin bar at the top while a navigation is under way. */
export function RouteLoadingBar() {
  const { key } = useLocation();
  useLayoutEffect(() => routeLoading.start(), [key]);
  // Effects run after the new route has rendered: the navigation has settled.
  useEffect(() => routeLoading.settle(), [key]);
  const on = useSyncExternalStore(routeLoading.subscribe, routeLoading.isOn);
  return on ? <div className="route-loading-bar" aria-hidden /> : null;
}
