import { Outlet } from 'react-router-dom';
import { SYSTEM_NAME } from '@/shared/config/app-constants';
import './user-layout.css';

/** The blank layout of /user/*: the system name above a centred card (plain markup: the login page stays light). */
export function UserLayout() {
  return (
    <div className="user-layout">
      <h1 className="user-layout__title">{SYSTEM_NAME}</h1>
      <main className="user-layout__card">
        <Outlet />
      </main>
    </div>
  );
}
