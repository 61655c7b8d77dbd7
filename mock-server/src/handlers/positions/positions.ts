// 职务管理 (SysPositionController): list, edit, delete, Excel, on the entity kit.
import type { ExcelColumn } from '../../crud/excel.js';
import { idList } from '../../crud/rows.js';
import { BAD_IDS, NO_ENTITY, okText, success } from '../../entity/answers.js';
import { caller } from '../../entity/caller.js';
import { dictValue } from '../../entity/cells.js';
import { fail, ok } from '../../envelope.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import type { PositionRecord } from '../../store/records/positions.js';
import { positions } from '../../entities/positions.js';

const CODE_TAKEN = '职务编码已存在';

const codeTaken = (store: Store, code: string, except?: string) => positions.all(store).some((p) => p.code === code && p.id !== except);

export const sysPositionList: Handler<'sysPositionList'> = ({ query }, { store }) => positions.page(store, query);

export const sysPositionQueryById: Handler<'sysPositionQueryById'> = ({ query }, { store }) => {
  const position = positions.get(store, query.id);
  return position ? ok(positions.view(store, position), { code: 0 }) : fail(NO_ENTITY);
};

export const sysPositionAdd: Handler<'sysPositionAdd'> = ({ body, session }, { store, now }) => {
  if (codeTaken(store, body.code)) return fail(CODE_TAKEN);
  const sysOrgCode = caller(store, session)?.orgCode || null;
  positions.insert(store, { code: body.code, name: body.name, rank: body.rank ?? null, companyId: body.companyId ?? null, sysOrgCode }, session, now());
  return success('添加成功！');
};

export const sysPositionEdit: Handler<'sysPositionEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const position = positions.get(store, body.id);
  if (!position) return fail(NO_ENTITY);
  if (codeTaken(store, body.code, position.id)) return fail(CODE_TAKEN);
  const patch: Partial<PositionRecord> = { code: body.code, name: body.name };
  if (body.rank !== undefined) patch.rank = body.rank;
  if (body.companyId !== undefined) patch.companyId = body.companyId;
  positions.update(position, patch, session, now());
  return success('修改成功!');
};

export const sysPositionDelete: Handler<'sysPositionDelete'> = ({ query }, { store }) => {
  positions.remove(store, [query.id]);
  return okText('删除成功!');
};

export const sysPositionDeleteBatch: Handler<'sysPositionDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  positions.remove(store, ids);
  return success('删除成功!');
};

const POSITION_COLUMNS: ExcelColumn[] = [
  { header: '职务编码', key: 'code', width: 24 },
  { header: '职务名称', key: 'name', width: 20 },
  { header: '职级', key: 'rank_dictText', width: 10 },
];

export const sysPositionExportXls: Handler<'sysPositionExportXls'> = ({ query, session }, { store, now }) =>
  positions.exportFile(store, query, session, now(), { title: '职务表列表', columns: POSITION_COLUMNS });

type PositionForm = Pick<PositionRecord, 'code' | 'name' | 'rank'>;

/** An imported row as the add form would send it, or why it cannot be one. */
function importedPosition(store: Store, values: Record<string, string>): PositionForm | string {
  const code = values.code ?? '';
  const name = values.name ?? '';
  const rank = values.rank_dictText ? dictValue(store, 'position_rank', values.rank_dictText) : null;
  if (!code) return '职务编码不能为空';
  if (!name) return '职务名称不能为空';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return '职务编码格式不正确';
  if (values.rank_dictText && !rank) return `职级不正确：${values.rank_dictText}`;
  if (codeTaken(store, code)) return '职务编码已经存在，忽略导入。';
  return { code, name, rank };
}

export const sysPositionImportExcel: Handler<'sysPositionImportExcel'> = ({ uploads, session }, ctx) => {
  const sysOrgCode = caller(ctx.store, session)?.orgCode || null;
  return positions.importFile<PositionForm>(uploads, ctx, {
    columns: POSITION_COLUMNS,
    errorTitle: '职务导入错误',
    formOf: (values) => importedPosition(ctx.store, values),
    problemOf: () => null,
    create: (form) => positions.insert(ctx.store, { ...form, companyId: null, sysOrgCode }, session, ctx.now()),
  });
};
