// The page-tab rules of spec 000 §2.3, §4 and §8 as pure functions over the tab list, so they can be tested
// without rendering. The store (tabs-store.ts) applies them; the tab bar shows the refusal messages.
import { ErrorText } from '@/api/errors';
import { HOME_PATH } from '@/shared/config/app-constants';

export interface TabLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface PageTab {
  /** The page's pathname: one tab per page. */
  key: string;
  /** Where the tab was last, search and hash included, so returning to it restores its URL. */
  location: TabLocation;
  title: string;
  /** meta.keepAlive: the page stays mounted while another tab is shown. */
  keepAlive: boolean;
  /** Bumped by 刷新 to mount the page afresh. */
  refreshCount: number;
}

export interface TabsState {
  tabs: PageTab[];
  activeKey: string | null;
}

export interface PageMeta {
  title: string;
  keepAlive: boolean;
}

export const WORKBENCH_KEY = HOME_PATH;

export function isWorkbench(key: string): boolean {
  return key === WORKBENCH_KEY;
}

function newTab(location: TabLocation, meta: PageMeta): PageTab {
  return { key: location.pathname, location, title: meta.title, keepAlive: meta.keepAlive, refreshCount: 0 };
}

/**
 * A route was visited. Multi-page mode keeps every opened page, with the workbench always first (when the user has
 * it); otherwise the visited page replaces whatever was shown.
 */
export function visitPage(
  state: TabsState,
  location: TabLocation,
  meta: PageMeta,
  options: { multipage: boolean; workbench: PageMeta | null },
): TabsState {
  const key = location.pathname;
  if (!options.multipage) {
    const current = state.tabs.find((tab) => tab.key === key);
    return { tabs: [current ? { ...current, location, title: meta.title } : newTab(location, meta)], activeKey: key };
  }
  let tabs = state.tabs.some((tab) => tab.key === key)
    ? state.tabs.map((tab) => (tab.key === key ? { ...tab, location, title: meta.title } : tab))
    : [...state.tabs, newTab(location, meta)];
  if (options.workbench) {
    const workbench =
      tabs.find((tab) => isWorkbench(tab.key)) ?? newTab({ pathname: WORKBENCH_KEY, search: '', hash: '' }, options.workbench);
    tabs = [workbench, ...tabs.filter((tab) => !isWorkbench(tab.key))];
  }
  return { tabs, activeKey: key };
}

export type CloseRefusal = typeof ErrorText.workbenchCannotClose | typeof ErrorText.lastTabCannotClose;

export interface CloseOutcome {
  state: TabsState;
  closed: PageTab[];
  refusal: CloseRefusal | null;
}

function neighbourKey(tabs: readonly PageTab[], closedIndex: number): string | null {
  // The tab that takes the closed one's place (its right neighbour), else the new last one.
  const next = tabs[closedIndex] ?? tabs[tabs.length - 1];
  return next?.key ?? null;
}

/** Closes one tab: the workbench and the last remaining page cannot be closed; a closed active tab hands over to its neighbour. */
export function closeTab(state: TabsState, key: string): CloseOutcome {
  if (isWorkbench(key)) return { state, closed: [], refusal: ErrorText.workbenchCannotClose };
  if (state.tabs.length <= 1) return { state, closed: [], refusal: ErrorText.lastTabCannotClose };
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state, closed: [], refusal: null };
  const closed = state.tabs[index] as PageTab;
  const tabs = state.tabs.filter((tab) => tab.key !== key);
  const activeKey = state.activeKey === key ? neighbourKey(tabs, index) : state.activeKey;
  return { state: { tabs, activeKey }, closed: [closed], refusal: null };
}

/** Closes the tabs matched by `isClosed` (never the workbench); the clicked tab becomes active if the active one went. */
function closeWhere(state: TabsState, anchorKey: string, isClosed: (index: number, anchorIndex: number) => boolean): CloseOutcome {
  const anchorIndex = state.tabs.findIndex((tab) => tab.key === anchorKey);
  if (anchorIndex < 0) return { state, closed: [], refusal: null };
  const closed = state.tabs.filter((tab, index) => !isWorkbench(tab.key) && isClosed(index, anchorIndex));
  if (closed.length === 0) return { state, closed, refusal: null };
  const tabs = state.tabs.filter((tab) => !closed.includes(tab));
  const activeKey = tabs.some((tab) => tab.key === state.activeKey) ? state.activeKey : anchorKey;
  return { state: { tabs, activeKey }, closed, refusal: null };
}

export function closeLeft(state: TabsState, key: string): CloseOutcome {
  return closeWhere(state, key, (index, anchor) => index < anchor);
}

export function closeRight(state: TabsState, key: string): CloseOutcome {
  return closeWhere(state, key, (index, anchor) => index > anchor);
}

export function closeOthers(state: TabsState, key: string): CloseOutcome {
  return closeWhere(state, key, (index, anchor) => index !== anchor);
}

/** 刷新: the page is mounted afresh (its state is lost), and becomes the active tab. */
export function refreshTab(state: TabsState, key: string): TabsState {
  if (!state.tabs.some((tab) => tab.key === key)) return state;
  return {
    tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, refreshCount: tab.refreshCount + 1 } : tab)),
    activeKey: key,
  };
}
