// One page of rows from the screen's list call, with the loading flag and the server's message on failure.
import { keepPreviousData, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { reportingBusinessErrors } from '@/api/http';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { failureToShow } from '../model/list-failure';
import type { ListParams } from '../model/request-params';

export interface PageOf<Row> {
  records: Row[];
  total: number;
}

export type LoadPage<Row> = (params: ListParams) => Promise<PageOf<Row> | Row[] | null | undefined>;

export interface ListData<Row> {
  rows: Row[];
  total: number;
  /** True while a page is being fetched (B-LIST-01). */
  loading: boolean;
  /** The server's message when the list call failed with success false, else null (B-LIST-14, decision 34). */
  failure: string | null;
  reload: () => Promise<void>;
  /**
   * Asks for another page of the list shown (same filters and sort) unless it was asked for already: a page click
   * calls it before the state changes, so the call leaves at the click, not when the render showing the page starts.
   */
  prefetchPage?: (pageNo: number, pageSize: number) => void;
}

/** The generic list answer holds records and total, or a plain array (001 §3). */
export function pageFrom<Row>(answer: PageOf<Row> | Row[] | null | undefined): PageOf<Row> {
  if (!answer) return { records: [], total: 0 };
  if (Array.isArray(answer)) return { records: answer, total: answer.length };
  return { records: answer.records ?? [], total: answer.total ?? 0 };
}

const NO_ROWS: never[] = [];

/** The query of one page: its key holds the call's parameters. */
function pageQuery<Row>(queryKey: QueryKey, load: LoadPage<Row>, params: ListParams) {
  return {
    queryKey: [...queryKey, params],
    // The list shows a business failure itself, as a warning above the table, instead of the HTTP layer's notification.
    queryFn: async () => pageFrom(await reportingBusinessErrors(() => load(params))),
    retry: false,
  };
}

/** Starts the page's call unless the cache has it (or has it under way); the query dedupes, observers join it. */
function askOnce(queryClient: QueryClient, page: ReturnType<typeof pageQuery>) {
  if (queryClient.getQueryState(page.queryKey) === undefined) void queryClient.prefetchQuery(page);
}

export function useListData<Row>(queryKey: QueryKey, load: LoadPage<Row>, params: ListParams): ListData<Row> {
  const queryClient = useQueryClient();
  const page = pageQuery(queryKey, load, params);
  // A page never asked for (a search, a page change) is asked for while this render is under way: TanStack Query
  // would start it in an effect, after the whole screen has rendered and committed the new state. The query dedupes,
  // so the observer below joins this call; a page already cached is refreshed by the observer as before.
  askOnce(queryClient, page);
  const query = useQuery({ ...page, placeholderData: keepPreviousData });
  const rows = query.data?.records ?? NO_ROWS;
  const total = query.data?.total ?? 0;
  const failure = query.error ? failureToShow(query.error) : null;
  // One identity for the screen's life, always reloading the current key (screens pass the key as a literal).
  const reload = useStableCallback(() => queryClient.invalidateQueries({ queryKey }));
  const prefetchPage = useStableCallback((pageNo: number, pageSize: number) => askOnce(queryClient, pageQuery(queryKey, load, { ...params, pageNo, pageSize })));
  // The same object while nothing changed, so a render of the screen for another reason (the address catching up with
  // the list's state) does not draw the table again.
  return useMemo(
    () => ({ rows: rows as Row[], total, loading: query.isFetching, failure, reload, prefetchPage }),
    [rows, total, query.isFetching, failure, reload, prefetchPage],
  );
}
