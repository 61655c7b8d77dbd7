// The dictionary look-ups the widgets make (001 §7, A-DICT). Signed by the HTTP layer (decision 4, jeecg-facts
// §2.2); business failures are quiet there because each widget words them itself.
import { getAction } from '@/api/http';
import { resultOf } from '@/widgets/picker-kit';
import { toDictOptions, type DictOption } from '../model/dict-option';
import { checkedCondition, toTreeOptions, treeRowsOf, type TreeOption } from '../model/tree-data';
import { ignoreWithoutParams } from '../model/watched-params';
import { textOf } from '@/widgets/picker-kit';

const quiet = { quietBusinessErrors: true } as const;

/** A-DICT-05 / A-DICT-06: a dictionary's items; a failed fetch (success false, an error) yields an empty list. */
export async function fetchDictItems(dictCode: string): Promise<DictOption[]> {
  try {
    return toDictOptions(resultOf(await getAction('/sys/dict/getDictItems/{dictCode}', { path: { dictCode }, ...quiet })));
  } catch {
    return [];
  }
}

/** A-DICT-09: options of a table dictionary whose text contains the keyword; rejects with the server's message. */
export async function searchDict(dict: string, keyword: string, pageSize: number): Promise<DictOption[]> {
  const query = keyword ? { keyword, pageSize } : { pageSize };
  return toDictOptions(resultOf(await getAction('/sys/dict/loadDict/{dict}', { path: { dict }, query, ...quiet })));
}

/** A-DICT-07 / A-DICT-08: the texts of stored keys, in key order. */
export async function fetchDictTexts(dict: string, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const result = resultOf(await getAction('/sys/dict/loadDictItem/{dict}', { path: { dict }, query: { key: keys.join(',') }, ...quiet }));
  return Array.isArray(result) ? result.map(textOf) : [];
}

export interface DictTreeSource {
  /** `table,textColumn,codeColumn` */
  dict: string;
  pidField: string;
  /** The roots' parent value (empty for rows whose pidField is empty). */
  pidValue?: string;
  hasChildField?: string;
  /** A JSON object string of `column: value` terms. */
  condition?: string;
  /** The condition is watched (filled from another field): while it has no terms nothing is asked (A-DICT-16). */
  watchCondition?: boolean;
}

function tableParts(dict: string): { tableName: string; text: string; code: string } {
  const [tableName = '', text = '', code = ''] = dict.split(',').map((part) => part.trim());
  return { tableName, text, code };
}

/** A-DICT-11: the children of `pid` in a table dictionary tree, with its seven parameters. */
export async function fetchDictTree(source: DictTreeSource, pid: string | undefined): Promise<TreeOption[]> {
  ignoreWithoutParams(source.watchCondition, source.condition);
  const condition = checkedCondition(source.condition);
  const query = {
    pid: pid ?? source.pidValue ?? '',
    ...tableParts(source.dict),
    pidField: source.pidField,
    hasChildField: source.hasChildField ?? '',
    ...(condition ? { condition } : {}),
  };
  const result = resultOf(await getAction('/sys/dict/loadTreeData', { query, ...quiet }));
  return toTreeOptions(treeRowsOf(result), pid, (row) => textOf(row.key) || textOf(row.value));
}

export interface CategorySource {
  /** The root category's code ("0" for every root). */
  pcode: string;
  condition?: string;
  /** As DictTreeSource's: a watched condition without terms asks nothing (A-DICT-16). */
  watchCondition?: boolean;
}

/** A-DICT-21: category tree rows, children loaded with the parent key as pid; the answer is result or result.records. */
export async function fetchCategoryTree(source: CategorySource, pid: string | undefined): Promise<TreeOption[]> {
  ignoreWithoutParams(source.watchCondition, source.condition);
  const condition = checkedCondition(source.condition);
  const query = { ...(pid ? { pid } : { pcode: source.pcode }), ...(condition ? { condition } : {}) };
  const result = resultOf(await getAction('/sys/category/loadTreeData', { query, ...quiet }));
  return toTreeOptions(treeRowsOf(result), pid, (row) => textOf(row.key) || textOf(row.id) || textOf(row.value));
}

/** A-DICT-22: the names of stored category ids, in id order. */
export async function fetchCategoryNames(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const result = resultOf(await getAction('/sys/category/loadDictItem', { query: { ids: ids.join(',') }, ...quiet }));
  return Array.isArray(result) ? result.map(textOf) : [];
}
