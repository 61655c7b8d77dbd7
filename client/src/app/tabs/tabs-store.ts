// The open page tabs and the active one. Only this tab's state is here; which page a tab shows comes from the
// router, and navigating to the active tab is the tab bar's job.
import { create } from 'zustand';
import { SessionKey } from '@/shared/storage/storage-keys';
import { onSessionEnd } from '../session/session-end';
import { emitPageClosed } from './page-closed-event';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  refreshTab,
  visitPage,
  type CloseOutcome,
  type CloseRefusal,
  type PageMeta,
  type TabLocation,
  type TabsState,
} from './tab-rules';

interface TabsStore extends TabsState {
  visit: (location: TabLocation, meta: PageMeta, options: { multipage: boolean; workbench: PageMeta | null }) => void;
  /** Closes a tab; returns why it could not be closed, or null. */
  close: (key: string) => CloseRefusal | null;
  closeLeft: (key: string) => void;
  closeRight: (key: string) => void;
  closeOthers: (key: string) => void;
  refresh: (key: string) => void;
  reset: () => void;
}

const empty: TabsState = { tabs: [], activeKey: null };

/** The tab strip of this browser tab, as a reload finds it; pages start afresh (refreshCount 0). */
function storedTabs(): TabsState {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SessionKey.pageTabs) ?? 'null') as TabsState | null;
    if (!stored || !Array.isArray(stored.tabs)) return empty;
    return { tabs: stored.tabs.map((tab) => ({ ...tab, refreshCount: 0 })), activeKey: stored.activeKey };
  } catch {
    return empty;
  }
}

function storeTabs({ tabs, activeKey }: TabsState): void {
  try {
    if (tabs.length === 0) window.sessionStorage.removeItem(SessionKey.pageTabs);
    else window.sessionStorage.setItem(SessionKey.pageTabs, JSON.stringify({ tabs, activeKey }));
  } catch {
    // A full or blocked storage only costs the strip after a reload.
  }
}

export const useTabsStore = create<TabsStore>()((set, get) => {
  const apply = (outcome: CloseOutcome): CloseRefusal | null => {
    if (outcome.refusal || outcome.closed.length === 0) return outcome.refusal;
    set(outcome.state);
    for (const closed of outcome.closed) emitPageClosed({ closed, remaining: outcome.state.tabs });
    return null;
  };
  return {
    ...storedTabs(),
    visit: (location, meta, options) => set(visitPage(get(), location, meta, options)),
    close: (key) => apply(closeTab(get(), key)),
    closeLeft: (key) => void apply(closeLeft(get(), key)),
    closeRight: (key) => void apply(closeRight(get(), key)),
    closeOthers: (key) => void apply(closeOthers(get(), key)),
    refresh: (key) => set(refreshTab(get(), key)),
    reset: () => set(empty),
  };
});

// The next user starts with no tabs.
onSessionEnd(() => useTabsStore.getState().reset());

useTabsStore.subscribe((state, previous) => {
  if (state.tabs !== previous.tabs || state.activeKey !== previous.activeKey) storeTabs(state);
});
