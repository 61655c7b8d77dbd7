// One page of rows from the screen's list call, with the loading flag and the server's message on failure.
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { reportingBusinessErrors } from '@/api/http';
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
}

/** The generic list answer holds records and total, or a plain array (001 §3). */
export function pageFrom<Row>(answer: PageOf<Row> | Row[] | null | undefined): PageOf<Row> {
  if (!answer) return { records: [], total: 0 };
  if (Array.isArray(answer)) return { records: answer, total: answer.length };
  return { records: answer.records ?? [], total: answer.total ?? 0 };
}

export function useListData<Row>(queryKey: QueryKey, load: LoadPage<Row>, params: ListParams): ListData<Row> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...queryKey, params],
    // The list shows a business failure itself, as a warning above the table, instead of the HTTP layer's notification.
    queryFn: async () => pageFrom(await reportingBusinessErrors(() => load(params))),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const page = query.data ?? { records: [], total: 0 };
  return {
    rows: page.records,
    total: page.total,
    loading: query.isFetching,
    failure: query.error ? failureToShow(query.error) : null,
    reload: () => queryClient.invalidateQueries({ queryKey }),
  };
}
