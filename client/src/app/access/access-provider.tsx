import { useMemo, type ReactNode } from 'react';
import { AccessContext, type PermissionLists } from '@/widgets/access';
import { usePermissionStore } from './permission-store';

/** Hands the loaded permission lists to every <Access> / useAccess() below it. */
export function AccessProvider({ children }: { children: ReactNode }) {
  const auth = usePermissionStore((state) => state.auth);
  const allAuth = usePermissionStore((state) => state.allAuth);
  const lists = useMemo<PermissionLists>(() => ({ user: auth, all: allAuth }), [auth, allAuth]);
  return <AccessContext.Provider value={lists}>{children}</AccessContext.Provider>;
}
