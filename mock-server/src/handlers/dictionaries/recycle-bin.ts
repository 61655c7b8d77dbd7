// The dictionaries' recycle bin (SysDictController deleteList, back, deletePhysic): list, take back, delete for good.
import { fail, ok } from '../../envelope.js';
import { okText } from '../../entity/answers.js';
import type { Handler } from '../../types.js';
import { dictRow, dicts } from '../../entities/dicts.js';

const lastChange = (dict: { updateTime?: string | null; createTime?: string | null }) => dict.updateTime ?? dict.createTime ?? '';

export const sysDictDeleteList: Handler<'sysDictDeleteList'> = (_request, { store }) =>
  ok(
    dicts
      .recycled(store)
      .map(dictRow)
      .sort((a, b) => lastChange(b).localeCompare(lastChange(a))),
    { code: 0 },
  );

export const sysDictBack: Handler<'sysDictBack'> = ({ params, session }, { store, now }) =>
  dicts.recover(store, [params.id], session, now()).length ? okText('操作成功!') : fail('操作失败!');

export const sysDictDeletePhysic: Handler<'sysDictDeletePhysic'> = ({ params }, { store }) => {
  if (!dicts.recycled(store).some((dict) => dict.id === params.id)) return fail('删除失败!');
  dicts.remove(store, [params.id]);
  return okText('删除成功!');
};
