// 清理缓存 in the user dropdown (spec 000 §2.3, §6, §8): with role:clear:cache the server rebuilds its dictionary
// cache first; then the local dictionary cache is fetched again and kept with the medium lifetime.
import { ErrorText } from '@/api/errors';
import { writeDictCache } from '@/shared/storage/dict-cache';
import { requestAllDictItems, requestServerDictCacheRefresh } from './dict-cache-api';

export const CLEAR_CACHE_PERMISSION = 'role:clear:cache';

export type ClearCacheOutcome =
  | { kind: 'done'; text: typeof ErrorText.cacheRefreshDone }
  | { kind: 'failed'; text: typeof ErrorText.cacheRefreshFailed };

export async function clearDictCache(mayRefreshServer: boolean): Promise<ClearCacheOutcome> {
  try {
    if (mayRefreshServer) await requestServerDictCacheRefresh();
    const items = await requestAllDictItems();
    writeDictCache(items);
    return { kind: 'done', text: ErrorText.cacheRefreshDone };
  } catch {
    return { kind: 'failed', text: ErrorText.cacheRefreshFailed };
  }
}
