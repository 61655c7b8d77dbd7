// 数据字典's types and the code check of its form; the list's calls are the resource's (dict-resource.ts).
import { getVerdict } from '@/api/http';
import type { Schema } from '@/api/types';

export type Dictionary = Schema<'SysDict'>;
export type DictionaryForm = Schema<'SysDictForm'>;

/** Upstream's duplicate check of sys_dict.dict_code (the dictionary being edited excepted): null when free. */
export async function dictCodeProblem(dictCode: string, id: string | undefined): Promise<string | null> {
  const verdict = await getVerdict('/sys/duplicate/check', { query: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: dictCode, dataId: id } });
  return verdict.success ? null : verdict.message || '该值不可用，系统中已存在！';
}
