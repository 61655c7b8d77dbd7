import { Outlet } from 'react-router-dom';

/** layouts/RouteView and friends: containers of child routes; with flat routes they only pass through. */
export function RouteViewPage() {
  return <Outlet />;
}
