// Dictionary look-ups for widgets: items of a plain or table dictionary, tree data, the cache refresh and the
// table-dictionary texts by keys (SysDictController, SysApiController).
import { idList } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { columnMissing, dictItemOf, tableColumns, tableDict, tableMissing, tableRows, BAD_DICT_CODE, type Row } from '../../store/table-dict.js';
import type { Handler } from '../../types.js';
import { text } from '../../entity/cells.js';
import { conditionOf } from '../../entity/tree-condition.js';

export const sysDictLoadDictItem: Handler<'sysDictLoadDictItem'> = ({ params, query }, { store }) => {
  if (!params.dict.includes(',')) return fail(BAD_DICT_CODE);
  const dict = tableDict(store, params.dict, { exactly3: true });
  if ('error' in dict) return fail(dict.error);
  const texts = idList(query.key).flatMap((key) => {
    const row = dict.rows.find((r) => text(r[dict.code]) === key);
    if (row) return [text(row[dict.text])];
    return query.delNotExist === false ? [key] : [];
  });
  return ok(texts, { code: 0 });
};

export const sysDictLoadDict: Handler<'sysDictLoadDict'> = ({ params, query }, { store }) => {
  if (!params.dict.includes(',')) return fail(BAD_DICT_CODE);
  const dict = tableDict(store, params.dict);
  if ('error' in dict) return fail(dict.error);
  const keyword = query.keyword ?? '';
  const items = dict.rows.filter((row) => text(row[dict.text]).includes(keyword)).slice(0, query.pageSize ?? 10);
  return ok(
    items.map((row) => dictItemOf(row, dict.text, dict.code)),
    { code: 0 },
  );
};

export const sysDictLoadTreeData: Handler<'sysDictLoadTreeData'> = ({ query }, { store }) => {
  const rows = tableRows(store, query.tableName);
  if (!rows) return fail(tableMissing(query.tableName));
  const condition = conditionOf(query.condition);
  if (condition && 'error' in condition) return fail(condition.error);
  const columns = tableColumns(query.tableName) ?? [];
  const wanted = [query.pidField, query.text, query.code, ...(query.hasChildField ? [query.hasChildField] : []), ...Object.keys(condition ?? {})];
  const unknown = wanted.find((column) => !columns.includes(column));
  if (unknown) return fail(columnMissing(unknown));
  const selected = condition
    ? rows.filter((row) => Object.entries(condition).every(([column, value]) => text(row[column]).includes(value)))
    : rows.filter((row) => (query.pid ? text(row[query.pidField]) === query.pid : text(row[query.pidField]) === ''));
  return ok(
    selected.map((row: Row) => ({
      key: text(row[query.code]),
      title: text(row[query.text]),
      code: text(row[query.code]),
      parentId: text(row[query.pidField]),
      leaf: query.hasChildField ? text(row[query.hasChildField]) !== '1' : false,
      value: null,
      icon: null,
    })),
    { code: 0 },
  );
};

export const sysDictRefleshCache: Handler<'sysDictRefleshCache'> = () => ok(null, { code: 0 });

export const sysApiGetTableDictTextByKeys: Handler<'sysApiGetTableDictTextByKeys'> = ({ params, query }, { store }) => {
  const dict = tableDict(store, params.tableTextCode, { exactly3: true });
  if ('error' in dict) return fail(dict.error);
  const keys = idList(query.keys);
  const rows = keys.length
    ? keys.flatMap((key) => dict.rows.filter((row) => text(row[dict.code]) === key).slice(0, 1))
    : dict.rows.slice(0, query.pageSize ?? 999);
  return ok(rows.map((row) => dictItemOf(row, dict.text, dict.code)));
};
