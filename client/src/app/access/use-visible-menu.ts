import { useMemo } from 'react';
import type { MenuItem } from '@/api/types';
import { filterMenuByPermission } from './menu-permission';
import { usePermissionStore } from './permission-store';

/** The server menu without what the user may not see (000 §6); everything that builds routes or menus starts here. */
export function useVisibleMenu(): MenuItem[] {
  const menu = usePermissionStore((state) => state.menu);
  const auth = usePermissionStore((state) => state.auth);
  return useMemo(() => filterMenuByPermission(menu, auth), [menu, auth]);
}
