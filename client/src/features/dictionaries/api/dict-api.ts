// 数据字典's calls for the dictionaries themselves (/sys/dict/*): list, add, edit, delete, Excel, the code check.
import { deleteAction, getAction, getVerdict, postAction, putAction } from '@/api/http';
import type { OperationAt, QueryParamsOf, Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';

export type Dictionary = Schema<'SysDict'>;
export type DictionaryForm = Schema<'SysDictForm'>;

type ListQuery = QueryParamsOf<OperationAt<'/sys/dict/list', 'get'>>;

export const DICT_EXPORT_URL = '/sys/dict/exportXls';
export const DICT_IMPORT_URL = '/sys/dict/importExcel';

export async function loadDictionaries(params: ListParams): Promise<PageOf<Dictionary>> {
  const answer = await getAction('/sys/dict/list', { query: params as ListQuery });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

export async function addDictionary(form: DictionaryForm): Promise<string> {
  return (await postAction('/sys/dict/add', { body: form })).message;
}

export async function editDictionary(form: DictionaryForm): Promise<string> {
  return (await putAction('/sys/dict/edit', { body: form })).message;
}

export async function deleteDictionary(id: string): Promise<string> {
  return (await deleteAction('/sys/dict/delete', { query: { id } })).message;
}

export async function deleteDictionaries(ids: string): Promise<string> {
  return (await deleteAction('/sys/dict/deleteBatch', { query: { ids } })).message;
}

/** Upstream's duplicate check of sys_dict.dict_code (the dictionary being edited excepted): null when free. */
export async function dictCodeProblem(dictCode: string, id: string | undefined): Promise<string | null> {
  const verdict = await getVerdict('/sys/duplicate/check', { query: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: dictCode, dataId: id } });
  return verdict.success ? null : verdict.message || '该值不可用，系统中已存在！';
}
