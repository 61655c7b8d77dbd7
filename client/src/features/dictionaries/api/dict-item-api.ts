// 字典配置's calls for the items of one dictionary (/sys/dictItem/*): list, add, edit, delete, the value check.
import { deleteAction, getAction, getVerdict, postAction, putAction } from '@/api/http';
import type { OperationAt, QueryParamsOf, Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';

export type DictItem = Schema<'SysDictItem'>;
export type DictItemForm = Schema<'SysDictItemForm'>;

type ListQuery = QueryParamsOf<OperationAt<'/sys/dictItem/list', 'get'>>;

export async function loadDictItems(params: ListParams): Promise<PageOf<DictItem>> {
  const answer = await getAction('/sys/dictItem/list', { query: params as ListQuery });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

export async function saveDictItem(form: DictItemForm): Promise<string> {
  const answer = form.id ? await putAction('/sys/dictItem/edit', { body: form }) : await postAction('/sys/dictItem/add', { body: form });
  return answer.message;
}

export async function deleteDictItem(id: string): Promise<string> {
  return (await deleteAction('/sys/dictItem/delete', { query: { id } })).message;
}

/** dictItemCheck: null when the value is free in the dictionary (the item being edited excepted). */
export async function itemValueProblem(itemValue: string, dictId: string, id: string | undefined): Promise<string | null> {
  const verdict = await getVerdict('/sys/dictItem/dictItemCheck', { query: { itemValue, dictId, ...(id ? { id } : {}) } });
  return verdict.success ? null : verdict.message;
}
