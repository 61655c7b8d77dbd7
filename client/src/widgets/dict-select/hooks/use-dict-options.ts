// A dictionary's options: a plain code from the UI dictionary cache (A-DICT, refreshed after 刷新缓存), fetched with
// getDictItems only when the cache lacks it; a table dictionary always from the server.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { dictCacheVersion, readCachedDict, subscribeDictCache } from '@/shared/storage/dict-cache';
import { fetchDictItems } from '../api/dict-api';
import { isTableDict } from '../model/dict-code';
import { toDictOptions, type DictOption } from '../model/dict-option';

export interface DictOptionsState {
  options: DictOption[];
  loading: boolean;
}

const NO_OPTIONS: DictOption[] = [];

export function useDictOptions(dictCode: string): DictOptionsState {
  const version = useSyncExternalStore(subscribeDictCache, dictCacheVersion);
  const cached = dictCode && !isTableDict(dictCode) ? readCachedDict(dictCode) : null;
  const query = useQuery({
    queryKey: ['dictionaries', 'items', dictCode, version],
    queryFn: () => fetchDictItems(dictCode),
    enabled: Boolean(dictCode) && cached === null,
    staleTime: Infinity,
  });
  if (cached !== null) return { options: toDictOptions(cached), loading: false };
  return { options: query.data ?? NO_OPTIONS, loading: query.isLoading };
}
