// The list's state kept in the address (filters, sort, page): restored on reload and on back, cached per screen in
// session storage so that coming back to the screen without them restores the last search.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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

export function useListUrlState(screenKey: string, defaultSort: ListSort = DEFAULT_SORT, defaultPageSize = DEFAULT_PAGE_SIZE): ListUrlState {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // An address without list state takes the screen's cached one, once, on arrival; until the address shows it,
  // the cached state is the one used (the router applies the replacement a render later).
  const [restoring, setRestoring] = useState(() => {
    const cached = search ? null : readCachedQuery(screenKey);
    return cached ? new URLSearchParams(cached).toString() : null;
  });
  if (restoring !== null && search === restoring) setRestoring(null);
  const effective = restoring ?? search;
  const state = useMemo(() => readListState(new URLSearchParams(effective), defaultSort, defaultPageSize), [effective, defaultSort, defaultPageSize]);
  const restoreSent = useRef(false);

  useEffect(() => {
    if (restoring === null) {
      writeCachedQuery(screenKey, search);
    } else if (search !== restoring && !restoreSent.current) {
      restoreSent.current = true;
      setParams(new URLSearchParams(restoring), { replace: true });
    }
  }, [restoring, search, screenKey, setParams]);

  const commit = useCallback(
    (next: ListState) => {
      const nextParams = writeListState(next, defaultSort, defaultPageSize);
      writeCachedQuery(screenKey, nextParams.toString());
      setParams(nextParams, { replace: true });
    },
    [setParams, screenKey, defaultSort, defaultPageSize],
  );

  return {
    state,
    search: (filters) => commit(withFilters(state, filters)),
    reset: () => commit(withFilters(state, {})),
    setPage: (pageNo, pageSize = state.pageSize) => commit({ ...state, pageNo: pageSize === state.pageSize ? pageNo : 1, pageSize }),
    setSort: (sort) => commit({ ...state, sort: sort ?? defaultSort }),
  };
}
