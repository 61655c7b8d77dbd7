// A list's filters, sort and page kept in the component (not the address): the items drawer's list sits over the
// dictionary list, which owns the address.
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, withFilters, type ListSort, type ListState, type ListUrlState } from '@/widgets/list-page';

export function useLocalListState(defaultSort: ListSort): ListUrlState {
  const [state, setState] = useState<ListState>({ filters: {}, sort: defaultSort, pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  return {
    state,
    search: (filters) => setState(withFilters(state, filters)),
    reset: () => setState(withFilters(state, {})),
    setPage: (pageNo, pageSize = state.pageSize) => setState({ ...state, pageNo: pageSize === state.pageSize ? pageNo : 1, pageSize }),
    setSort: (sort) => setState({ ...state, sort: sort ?? defaultSort }),
  };
}
