// The user's menu and button permissions, loaded once per page load by the route guard.
import { create } from 'zustand';
import type { AllAuthEntry, AuthEntry, MenuItem } from '@/api/types';
import { SessionKey } from '@/shared/storage/storage-keys';
import { requestPermissions } from './permission-api';

export type PermissionStatus = 'idle' | 'loading' | 'ready';

interface PermissionState {
  status: PermissionStatus;
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  sysSafeMode: boolean;
  load: () => Promise<void>;
  reset: () => void;
  /** Forgets the lists kept in sessionStorage, leaving the loaded ones in memory (a reload follows). */
  clearStoredLists: () => void;
}

const empty = { status: 'idle' as PermissionStatus, menu: [], auth: [], allAuth: [], sysSafeMode: false };

export const usePermissionStore = create<PermissionState>()((set, get) => ({
  ...empty,
  async load() {
    if (get().status !== 'idle') return;
    set({ status: 'loading' });
    try {
      const { menu, auth, allAuth, sysSafeMode } = await requestPermissions();
      // Kept per browser tab, as upstream, so the button rules survive a reload without another call.
      window.sessionStorage.setItem(SessionKey.userButtonAuth, JSON.stringify(auth));
      window.sessionStorage.setItem(SessionKey.systemButtonAuth, JSON.stringify(allAuth));
      set({ status: 'ready', menu, auth, allAuth, sysSafeMode });
    } catch (error) {
      set({ status: 'idle' });
      throw error;
    }
  },
  reset() {
    get().clearStoredLists();
    set(empty);
  },
  clearStoredLists() {
    window.sessionStorage.removeItem(SessionKey.userButtonAuth);
    window.sessionStorage.removeItem(SessionKey.systemButtonAuth);
  },
}));
