// 数据字典 maintenance (SysDictController): list, add, edit, delete and batch delete (both into the recycle bin).
import { idList, pageOf } from '../../crud/rows.js';
import { BAD_IDS, NO_ENTITY, success } from '../../entity/answers.js';
import { fail } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { DICT_CODE_TAKEN, dictCodeTaken, dictRow, dicts } from '../../entities/dicts.js';

export const sysDictList: Handler<'sysDictList'> = ({ query }, { store }) =>
  pageOf(store, dicts.live(store).map(dictRow), query, dicts.fields, { defaultSort: { column: 'createTime', order: 'desc' }, code: 0 });

export const sysDictAdd: Handler<'sysDictAdd'> = ({ body, session }, { store, now }) => {
  if (dictCodeTaken(store, body.dictCode)) return fail(DICT_CODE_TAKEN);
  dicts.insert(
    store,
    { dictCode: body.dictCode, dictName: body.dictName, description: body.description ?? null, type: body.type === 1 ? 1 : 0, delFlag: 0, items: [] },
    session,
    now(),
  );
  return success('保存成功！');
};

export const sysDictEdit: Handler<'sysDictEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const dict = dicts.get(store, body.id);
  if (!dict) return fail(NO_ENTITY);
  if (dictCodeTaken(store, body.dictCode, dict.id)) return fail(DICT_CODE_TAKEN);
  dicts.update(
    dict,
    {
      dictCode: body.dictCode,
      dictName: body.dictName,
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.type !== undefined && body.type !== null ? { type: body.type } : {}),
    },
    session,
    now(),
  );
  return success('编辑成功!');
};

export const sysDictDelete: Handler<'sysDictDelete'> = ({ query, session }, { store, now }) =>
  dicts.softDelete(store, [query.id], session, now()).length ? success('删除成功!') : fail('删除失败!');

export const sysDictDeleteBatch: Handler<'sysDictDeleteBatch'> = ({ query, session }, { store, now }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  dicts.softDelete(store, ids, session, now());
  return success('删除成功!');
};
