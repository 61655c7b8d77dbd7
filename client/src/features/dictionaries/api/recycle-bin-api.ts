// The dictionaries' recycle bin (/sys/dict/deleteList, back/{id}, deletePhysic/{id}).
import { queryOptions } from '@tanstack/react-query';
import { deleteAction, getAction, http } from '@/api/http';
import type { Dictionary } from './dict-api';

export const recycledDictionariesQuery = () =>
  queryOptions({
    queryKey: ['dictionaries', 'recycle-bin'],
    queryFn: async (): Promise<Dictionary[]> => (await getAction('/sys/dict/deleteList', {})).result ?? [],
  });

export async function recoverDictionary(id: string): Promise<string> {
  // A PUT without a body, which the typed putAction does not take.
  const answer = await http.put<{ message: string }>(`/sys/dict/back/${encodeURIComponent(id)}`);
  return answer.data.message;
}

export async function deleteDictionaryForGood(id: string): Promise<string> {
  return (await deleteAction('/sys/dict/deletePhysic/{id}', { path: { id } })).message;
}
