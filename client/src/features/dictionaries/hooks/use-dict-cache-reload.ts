// After a write that changes what the dictionary selects offer: the UI dictionary cache fetched again (a failed
// fetch keeps the old cache; the change itself has succeeded and is shown).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reloadDictCache } from '../api/dict-cache-refresh';

export function useDictCacheReload(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => reloadDictCache(queryClient).catch(() => undefined), [queryClient]);
}
