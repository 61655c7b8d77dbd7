import { useMemo, type ReactNode } from 'react';
import { CurrentUserContext, type CurrentUser } from '@/widgets/shell';
import { useSessionStore } from './session-store';

/** Lends the session's user to the screens (widgets/shell), read-only but for the user's own record. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const info = useSessionStore((state) => state.userInfo);
  const username = useSessionStore((state) => state.username);
  const replaceInfo = useSessionStore((state) => state.updateUserInfo);
  const value = useMemo<CurrentUser>(() => ({ info, username, replaceInfo }), [info, username, replaceInfo]);
  return <CurrentUserContext.Provider value={value}>{children}</CurrentUserContext.Provider>;
}
