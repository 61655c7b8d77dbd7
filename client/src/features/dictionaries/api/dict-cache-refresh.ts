// Keeping the dictionary selects current: the server's cache is rebuilt (刷新缓存), then the UI dictionary cache is
// fetched again (queryAllDictItems) and the fetched look-ups are dropped, as upstream's DictList.refleshCache does.
import type { QueryClient } from '@tanstack/react-query';
import { getAction } from '@/api/http';
import { writeDictCache } from '@/shared/storage/dict-cache';

export async function refreshServerDictCache(): Promise<void> {
  await getAction('/sys/dict/refleshCache', {});
}

/** After a change to dictionaries or items: the cached items every dictionary select reads, fetched again. */
export async function reloadDictCache(queryClient: QueryClient): Promise<void> {
  const answer = await getAction('/sys/dict/queryAllDictItems', {});
  writeDictCache(answer.result);
  await queryClient.invalidateQueries({ queryKey: ['dictionaries', 'items'] });
}
