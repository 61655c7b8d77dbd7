// A dictionary's items as select options (value / text), for dictionary search fields and `_dictText` fallbacks.
import { useQuery } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import type { SearchOption } from '../model/search-schema';

export function dictOptionsQuery(dictCode: string) {
  return {
    queryKey: ['dictionaries', 'items', dictCode] as const,
    queryFn: async (): Promise<SearchOption[]> => {
      const answer = await getAction('/sys/dict/getDictItems/{dictCode}', { path: { dictCode } });
      return (answer.result ?? []).map((item) => ({ value: String(item.value), label: String(item.text ?? item.title ?? item.value) }));
    },
    staleTime: 5 * 60_000,
  };
}

export function useDictOptions(dictCode: string | undefined): SearchOption[] {
  const query = useQuery({ ...dictOptionsQuery(dictCode ?? ''), enabled: Boolean(dictCode) });
  return query.data ?? [];
}
