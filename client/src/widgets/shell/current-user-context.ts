import { createContext } from 'react';
import type { UserInfo } from '@/api/types';

/** The signed-in user, as the shell's session holds them (a screen reads them, it never signs anyone in or out). */
export interface CurrentUser {
  /** The user record of the login answer; null before sign-in. */
  info: UserInfo | null;
  username: string | null;
  /** Puts the user's own record, changed through the users API (基本设置, 头像设置), back into the session. */
  replaceInfo: (info: UserInfo) => void;
}

/** Filled by the shell's session; null outside it (a screen rendered without the shell is a mistake). */
export const CurrentUserContext = createContext<CurrentUser | null>(null);
