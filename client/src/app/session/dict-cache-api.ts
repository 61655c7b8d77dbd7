import { getAction } from '@/api/http';
import type { DictMap } from '@/api/types';

/** Asks the server to rebuild its dictionary cache (only sent with role:clear:cache, 000 §6). */
export async function requestServerDictCacheRefresh(): Promise<void> {
  await getAction('/sys/dict/refleshCache');
}

/** Every dictionary's items, for the local dictionary cache. */
export async function requestAllDictItems(): Promise<DictMap> {
  const answer = await getAction('/sys/dict/queryAllDictItems');
  return answer.result ?? {};
}
