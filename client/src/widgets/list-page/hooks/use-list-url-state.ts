// The list's state kept in the address (filters, sort, page): restored on reload and on back, cached per screen in
// session storage so that coming back to the screen without them restores the last search.
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, type ListSort } from '../model/list-defaults';
import { readListState, withFilters, writeListState, type Filters, type ListState } from '../model/list-state';
import { readCachedQuery, writeCachedQuery } from '../model/query-cache';

export interface ListUrlState {
  state: ListState;
  /** Search: the new filters on page 1. */
  search: (filters: Filters) => void;
  /** Reset: no filters, page 1. */
  reset: () => void;
  setPage: (pageNo: number, pageSize?: number) => void;
  setSort: (sort: ListSort | null) => void;
}

/**
 * A list state the screen shows before the address does: `search` is on its way into the address (`sent` once asked
 * for). `from` holds the addresses it may still show meanwhile: the one it had, and states sent before this one.
 */
interface Pending {
  search: string;
  from: readonly string[];
  sent: boolean;
}

export function useListUrlState(screenKey: string, defaultSort: ListSort = DEFAULT_SORT, defaultPageSize = DEFAULT_PAGE_SIZE): ListUrlState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // An address without list state takes the screen's cached one, once, on arrival.
  const [pending, setPending] = useState<Pending | null>(() => {
    const cached = search ? null : readCachedQuery(screenKey);
    return cached ? { search: new URLSearchParams(cached).toString(), from: [search], sent: false } : null;
  });
  // Done once the address shows it; dropped when the address moved elsewhere meanwhile (back, a link).
  if (pending !== null && (search === pending.search ? pending.sent : !pending.from.includes(search))) setPending(null);
  const effective = pending?.search ?? search;
  const state = useMemo(() => readListState(new URLSearchParams(effective), defaultSort, defaultPageSize), [effective, defaultSort, defaultPageSize]);

  useEffect(() => {
    if (pending === null) {
      writeCachedQuery(screenKey, search);
      return;
    }
    // The screen renders the new state (and its list call leaves) first; the address follows a task later, so the
    // navigation's render of the whole shell does not stand between the click and the request.
    if (pending.sent) return;
    const timer = window.setTimeout(() => {
      setPending((current) => (current === pending ? { ...pending, sent: true } : current));
      setParams(new URLSearchParams(pending.search), { replace: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pending, search, screenKey, setParams]);

  const commit = (next: ListState) => {
    const nextSearch = writeListState(next, defaultSort, defaultPageSize).toString();
    writeCachedQuery(screenKey, nextSearch);
    // As a transition the screen's render of the new state yields to the browser every few milliseconds, so the list
    // call `useListData` starts at the top of that render leaves after the first slice instead of after the commit.
    startTransition(() => setPending({ search: nextSearch, from: pending ? [...pending.from, pending.search] : [search], sent: false }));
  };

  // Stable for the screen's life, and always acting on the state shown.
  const searchWith = useStableCallback((filters: Filters) => commit(withFilters(state, filters)));
  const reset = useStableCallback(() => commit(withFilters(state, {})));
  const setPage = useStableCallback((pageNo: number, pageSize: number = state.pageSize) =>
    commit({ ...state, pageNo: pageSize === state.pageSize ? pageNo : 1, pageSize }),
  );
  const setSort = useStableCallback((sort: ListSort | null) => commit({ ...state, sort: sort ?? defaultSort }));
  return useMemo(() => ({ state, search: searchWith, reset, setPage, setSort }), [state, searchWith, reset, setPage, setSort]);
}
