// Dictionary options of a column with a dictCode (001 §3): fetched once per code and cached by TanStack Query.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getAction } from '@/api/http';
import type { ColumnOption, EditableColumn } from '../model/column';

async function dictItems(dictCode: string): Promise<ColumnOption[]> {
  try {
    const body = await getAction('/sys/dict/getDictItems/{dictCode}', { path: { dictCode } });
    const items = (body.result ?? []) as Array<{ value: string; text: string; title?: string }>;
    return items.map((item) => ({ value: String(item.value), text: item.text ?? item.title }));
  } catch {
    // 001 §8: a dictionary fetch failure yields an empty list.
    return [];
  }
}

/** The columns with their dictionary options filled in (columns without dictCode are returned as they are). */
export function useColumnsWithDicts(columns: readonly EditableColumn[]): EditableColumn[] {
  const codes = useMemo(() => [...new Set(columns.filter((c) => c.dictCode && !c.options).map((c) => c.dictCode as string))], [columns]);
  const results = useQueries({
    queries: codes.map((code) => ({ queryKey: ['dictionaries', 'items', code], queryFn: () => dictItems(code), staleTime: 5 * 60_000 })),
  });
  const version = results.map((result) => result.dataUpdatedAt).join(',');
  const fresh = results.map((result) => result.data);
  // `version` stands for the loaded lists: it changes exactly when a query's data does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const loaded = useMemo(() => fresh, [version]);
  return useMemo(() => {
    const byCode = new Map(codes.map((code, index) => [code, loaded[index]]));
    return columns.map((column) =>
      column.dictCode && !column.options && byCode.get(column.dictCode) ? { ...column, options: byCode.get(column.dictCode) } : column,
    );
  }, [columns, codes, loaded]);
}
