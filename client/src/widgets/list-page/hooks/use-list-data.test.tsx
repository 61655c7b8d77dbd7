// A page asked for ahead (a page click) is the call the screen's render then joins: one call per page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListParams } from '../model/request-params';
import { useListData, type LoadPage } from './use-list-data';

interface Row {
  id: string;
}

function backend() {
  const calls: ListParams[] = [];
  const load: LoadPage<Row> = async (params) => {
    calls.push(params);
    return { records: [{ id: `page${params.pageNo}` }], total: 30 };
  };
  return { calls, load };
}

/** A query cache for one test, as the app's (app/providers/query-client.ts): a page fetched a moment ago is fresh. */
function withQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const BASE = { name: '*张*', column: 'id', order: 'desc' };

describe('useListData', () => {
  it('asks for a page ahead at once, with the shown filters, and the render showing it joins that call', async () => {
    const { calls, load } = backend();
    const { result, rerender } = renderHook(({ pageNo }) => useListData(['test', 'list'], load, { ...BASE, pageNo, pageSize: 10 }), { wrapper: withQueryClient(), initialProps: { pageNo: 1 } });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'page1' }]));
    expect(calls).toHaveLength(1);

    act(() => result.current.prefetchPage?.(2, 10));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ ...BASE, pageNo: 2, pageSize: 10 });
    act(() => result.current.prefetchPage?.(2, 10));
    expect(calls).toHaveLength(2);

    rerender({ pageNo: 2 });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'page2' }]));
    expect(calls).toHaveLength(2);
  });

  it('does not ask again for a page it has', async () => {
    const { calls, load } = backend();
    const { result } = renderHook(() => useListData(['test', 'list'], load, { ...BASE, pageNo: 1, pageSize: 10 }), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'page1' }]));
    act(() => result.current.prefetchPage?.(1, 10));
    expect(calls).toHaveLength(1);
  });
});
