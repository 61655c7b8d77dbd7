// Every enabled dictionary item for the client's cache, and one dictionary's items (SysDictController.getDictItems,
// queryAllDictItems).
import { fail, ok } from '../../envelope.js';
import { tableDictItems } from '../../store/table-dict.js';
import type { Handler } from '../../types.js';

export const sysDictGetDictItems: Handler<'sysDictGetDictItems'> = ({ params }, { store }) => {
  if (!params.dictCode.includes(',')) return ok(store.dictItems(params.dictCode), { code: 0 });
  const answer = tableDictItems(store, params.dictCode);
  return 'error' in answer ? fail(answer.error) : ok(answer.items, { code: 0 });
};

export const sysDictQueryAllDictItems: Handler<'sysDictQueryAllDictItems'> = (_input, { store }) => ok(store.dictMap());
