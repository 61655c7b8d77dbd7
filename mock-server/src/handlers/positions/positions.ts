// 职务管理 (SysPositionController): list, edit, delete, Excel.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { importAnswer, type RowProblem } from '../../crud/import-answer.js';
import { dateTimeText } from '../../lib/dates.js';
import { idList, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { PositionRecord } from '../../fixtures/system-data.js';
import type { EntityFields } from '../../query/field-types.js';
import { randomId } from '../../lib/ids.js';
import type { Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { NO_ENTITY, BAD_IDS, success, okText } from '../../entity/answers.js';
import { queried, withTexts } from '../../entity/list.js';
import { uploadedRows } from '../../entity/excel-import.js';
import { dictValue } from '../../entity/cells.js';
import { caller } from '../../entity/caller.js';
import { created, updated } from '../../entity/audit.js';

const POSITION_FIELDS: EntityFields = {
  id: { type: 'string' },
  code: { type: 'string' },
  name: { type: 'string' },
  rank: { type: 'string', dict: 'position_rank' },
  companyId: { type: 'string' },
  sysOrgCode: { type: 'string' },
  createTime: { type: 'datetime' },
  updateTime: { type: 'datetime' },
};

const POSITION_SORT = { defaultSort: { column: 'createTime', order: 'desc' } } as const;

const CODE_TAKEN = '职务编码已存在';

export const sysPositionList: Handler<'sysPositionList'> = ({ query }, { store }) => {
  const page = pageOf(store, store.data.positions, query, POSITION_FIELDS, POSITION_SORT);
  return page.success ? { ...page, code: 0 } : page;
};

export const sysPositionQueryById: Handler<'sysPositionQueryById'> = ({ query }, { store }) => {
  const position = store.data.positions.find((p) => p.id === query.id);
  if (!position) return fail(NO_ENTITY);
  return ok(withTexts(store, [position], POSITION_FIELDS)[0] as Schema<'SysPosition'>, { code: 0 });
};

export const sysPositionAdd: Handler<'sysPositionAdd'> = ({ body, session }, { store, now }) => {
  if (store.data.positions.some((p) => p.code === body.code)) return fail(CODE_TAKEN);
  const user = caller(store, session);
  store.data.positions.unshift({
    id: randomId(),
    code: body.code,
    name: body.name,
    rank: body.rank ?? null,
    companyId: body.companyId ?? null,
    sysOrgCode: user?.orgCode || null,
    ...created(session?.username, now()),
  });
  return success('添加成功！');
};

export const sysPositionEdit: Handler<'sysPositionEdit'> = ({ body, session }, { store, now }) => {
  if (!body.id) return fail('参数错误：body.id 不能为空');
  const position = store.data.positions.find((p) => p.id === body.id);
  if (!position) return fail(NO_ENTITY);
  if (store.data.positions.some((p) => p.code === body.code && p.id !== position.id)) return fail(CODE_TAKEN);
  Object.assign(position, {
    code: body.code,
    name: body.name,
    ...(body.rank !== undefined ? { rank: body.rank } : {}),
    ...(body.companyId !== undefined ? { companyId: body.companyId } : {}),
    ...updated(session?.username, now()),
  } satisfies Partial<PositionRecord>);
  return success('修改成功!');
};

export const sysPositionDelete: Handler<'sysPositionDelete'> = ({ query }, { store }) => {
  store.data.positions = store.data.positions.filter((p) => p.id !== query.id);
  return okText('删除成功!');
};

export const sysPositionDeleteBatch: Handler<'sysPositionDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  store.data.positions = store.data.positions.filter((p) => !ids.includes(p.id));
  return success('删除成功!');
};

const POSITION_COLUMNS: ExcelColumn[] = [
  { header: '职务编码', key: 'code', width: 24 },
  { header: '职务名称', key: 'name', width: 20 },
  { header: '职级', key: 'rank_dictText', width: 10 },
];

export const sysPositionExportXls: Handler<'sysPositionExportXls'> = async ({ query, session }, { store, now }) => {
  const selections = idList(query.selections);
  const rows = queried(store.data.positions, query, POSITION_FIELDS, POSITION_SORT);
  if ('error' in rows) return fail(rows.error);
  const picked = selections.length ? rows.filter((p) => selections.includes(p.id)) : rows;
  const buffer = await exportWorkbook('职务表列表', POSITION_COLUMNS, withTexts(store, picked, POSITION_FIELDS), `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '职务表列表.xlsx' } };
};

export const sysPositionImportExcel: Handler<'sysPositionImportExcel'> = async ({ uploads, session }, { store, now, uploadDir }) => {
  const rows = await uploadedRows(uploads, POSITION_COLUMNS);
  if (!Array.isArray(rows)) return rows;
  const problems: RowProblem[] = [];
  let imported = 0;
  const user = caller(store, session);
  rows.forEach((values, index) => {
    const code = values.code ?? '';
    const rank = values.rank_dictText ? dictValue(store, 'position_rank', values.rank_dictText) : null;
    const reason = !code
      ? '职务编码不能为空'
      : !values.name
        ? '职务名称不能为空'
        : !/^[A-Za-z0-9_-]{1,64}$/.test(code)
          ? '职务编码格式不正确'
          : values.rank_dictText && !rank
            ? `职级不正确：${values.rank_dictText}`
            : store.data.positions.some((p) => p.code === code)
              ? '职务编码已经存在，忽略导入。'
              : null;
    if (reason) {
      problems.push({ row: index + 1, values, reason });
      return;
    }
    store.data.positions.unshift({
      id: randomId(),
      code,
      name: values.name as string,
      rank,
      companyId: null,
      sysOrgCode: user?.orgCode || null,
      ...created(session?.username, now()),
    });
    imported++;
  });
  return importAnswer({ total: rows.length, imported, problems, columns: POSITION_COLUMNS, title: '职务导入错误', uploadDir, now: now() });
};
