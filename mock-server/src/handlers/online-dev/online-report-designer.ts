// Online报表配置 (cgreport head/item/param): the report definitions with their fields and parameters, and 解析SQL,
// which runs the SQL on the engine to propose the fields and finds its `${name}` parameters.
import { idList } from '../../crud/rows.js';
import { BAD_IDS, NO_ENTITY, okText, success } from '../../entity/answers.js';
import { fail, ok } from '../../envelope.js';
import { randomId } from '../../lib/ids.js';
import type { Schema } from '../../lib/schema.js';
import { runReportSql, type ReportRecord } from '../../sql/report-sql.js';
import { checkReadOnlySelect, SqlRefused } from '../../sql/select-guard.js';
import type { Store } from '../../store/store.js';
import type { OnlineReportItemRecord, OnlineReportParamRecord, OnlineReportRecord } from '../../store/records/online-dev.js';
import type { Handler } from '../../types.js';
import { onlineReports } from '../../entities/online-dev.js';
import { reportById } from './online-fields.js';
import { reportParams } from './online-reports.js';

const CODE_TAKEN = '报表编码已存在';

type ReportModel = Schema<'OnlineReportModel'>;

const headRow = (report: OnlineReportRecord): Schema<'OnlineReportHead'> => ({
  id: report.id,
  code: report.code,
  name: report.name,
  cgrSql: report.cgrSql,
  dbSource: report.dbSource,
  content: report.content,
  createBy: report.createBy,
  createTime: report.createTime,
  updateBy: report.updateBy,
  updateTime: report.updateTime,
});

export const onlineCgreportHeadList: Handler<'onlineCgreportHeadList'> = ({ query }, { store }) => {
  const answer = onlineReports.page(store, query);
  if (!answer.success || !answer.result) return fail(answer.message);
  return ok({ ...answer.result, records: answer.result.records.map(headRow) });
};

const duplicate = (names: string[]) => names.find((name, index) => names.indexOf(name) !== index);

/** Why a model cannot be saved, or null. */
function refusalOf(store: Store, model: ReportModel, except?: string): string | null {
  if (onlineReports.all(store).some((report) => report.code === model.head.code && report.id !== except)) return CODE_TAKEN;
  try {
    checkReadOnlySelect(model.head.cgrSql);
  } catch (error) {
    if (error instanceof SqlRefused) return error.message;
    throw error;
  }
  const field = duplicate((model.items ?? []).map((item) => item.fieldName));
  if (field) return `字段名重复：${field}`;
  const param = duplicate((model.params ?? []).map((item) => item.paramName));
  if (param) return `参数名重复：${param}`;
  return null;
}

function itemsOf(model: ReportModel): OnlineReportItemRecord[] {
  return (model.items ?? []).map((item, index) => ({
    id: item.id || randomId(),
    fieldName: item.fieldName,
    fieldTxt: item.fieldTxt || item.fieldName,
    fieldType: item.fieldType ?? 'String',
    isShow: item.isShow ?? 1,
    isSearch: item.isSearch ?? 0,
    searchMode: item.isSearch === 1 ? (item.searchMode ?? 'single') : (item.searchMode ?? null),
    dictCode: item.dictCode ?? '',
    fieldHref: item.fieldHref ?? '',
    isOrder: item.isOrder ?? 0,
    orderNum: item.orderNum ?? index,
  }));
}

function paramsOf(model: ReportModel): OnlineReportParamRecord[] {
  return (model.params ?? []).map((param, index) => ({
    id: param.id || randomId(),
    paramName: param.paramName,
    paramTxt: param.paramTxt || param.paramName,
    paramValue: param.paramValue ?? '',
    orderNum: param.orderNum ?? index,
  }));
}

export const onlineCgreportHeadAdd: Handler<'onlineCgreportHeadAdd'> = ({ body, session }, { store, now }) => {
  const refusal = refusalOf(store, body);
  if (refusal) return fail(refusal);
  const { head } = body;
  const report = onlineReports.insert(
    store,
    { code: head.code, name: head.name, cgrSql: head.cgrSql, dbSource: head.dbSource ?? '', content: head.content ?? '', items: itemsOf(body), params: paramsOf(body) },
    session,
    now(),
  );
  return ok(report.id, { message: '添加成功！' });
};

export const onlineCgreportHeadEditAll: Handler<'onlineCgreportHeadEditAll'> = ({ body, session }, { store, now }) => {
  const report = body.head.id ? reportById(store, body.head.id) : undefined;
  if (!report) return fail(NO_ENTITY);
  const refusal = refusalOf(store, body, report.id);
  if (refusal) return fail(refusal);
  const { head } = body;
  onlineReports.update(
    report,
    { code: head.code, name: head.name, cgrSql: head.cgrSql, dbSource: head.dbSource ?? '', content: head.content ?? '', items: itemsOf(body), params: paramsOf(body) },
    session,
    now(),
  );
  return success('修改成功!');
};

export const onlineCgreportHeadDelete: Handler<'onlineCgreportHeadDelete'> = ({ query }, { store }) => {
  onlineReports.remove(store, [query.id]);
  return okText('删除成功!');
};

export const onlineCgreportHeadDeleteBatch: Handler<'onlineCgreportHeadDeleteBatch'> = ({ query }, { store }) => {
  const ids = idList(query.ids);
  if (ids.length === 0) return fail(BAD_IDS);
  onlineReports.remove(store, ids);
  return success('删除成功!');
};

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** A column's type guessed from the values of the rows read. */
function guessedType(records: ReportRecord[], column: string): OnlineReportItemRecord['fieldType'] {
  const values = records.map((record) => record[column]).filter((value) => value !== null && value !== undefined && value !== '');
  if (values.length === 0) return 'String';
  if (values.every((value) => typeof value === 'number')) return values.every((value) => Number.isInteger(value)) ? 'Integer' : 'Double';
  if (values.every((value) => typeof value === 'string' && DATE.test(value))) return 'Date';
  return 'String';
}

export const onlineCgreportHeadParseSql: Handler<'onlineCgreportHeadParseSql'> = async ({ query }, { store }) => {
  try {
    const result = await runReportSql(store, query.sql, { limit: 10 });
    const fields = result.columns.map((column, index) => ({
      fieldName: column,
      fieldTxt: column,
      fieldType: guessedType(result.records, column),
      isShow: 1 as const,
      isSearch: 0 as const,
      searchMode: null,
      dictCode: '',
      fieldHref: '',
      isOrder: 0 as const,
      orderNum: index,
    }));
    const params = result.params.map((paramName, index) => ({ paramName, paramTxt: paramName, paramValue: '', orderNum: index }));
    return ok({ fields, params });
  } catch (error) {
    if (error instanceof SqlRefused) return fail(error.message);
    throw error;
  }
};

export const onlineCgreportItemListByHeadId: Handler<'onlineCgreportItemListByHeadId'> = ({ query }, { store }) => {
  const report = reportById(store, query.headId);
  const items = report ? [...report.items].sort((a, b) => a.orderNum - b.orderNum).map((item) => ({ ...item, cgrheadId: report.id })) : [];
  return ok(items);
};

export const onlineCgreportParamListByHeadId: Handler<'onlineCgreportParamListByHeadId'> = ({ query }, { store }) => {
  const report = reportById(store, query.headId);
  return ok(report ? reportParams(report) : []);
};
