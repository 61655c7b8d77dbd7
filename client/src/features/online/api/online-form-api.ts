// An online form's metadata (the three calls a list screen of it needs, made together), one row with its sub-table
// rows, a tree form's levels, and the custom buttons with their one server-side action.
import { getAction, postAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { OnlineMetadata, OnlineRow } from '@/widgets/resource';

export type OnlineRecord = Schema<'OnlineRecord'>;
export type OnlineButton = Schema<'OnlineButton'>;

export async function loadOnlineMetadata(id: string): Promise<OnlineMetadata> {
  const [columns, queryInfo, formItem] = await Promise.all([
    getAction('/online/cgform/api/getColumns/{id}', { path: { id } }),
    getAction('/online/cgform/api/getQueryInfo/{id}', { path: { id } }),
    getAction('/online/cgform/api/getFormItem/{id}', { path: { id } }),
  ]);
  if (!columns.result || !formItem.result) throw new Error('在线表单配置为空');
  return { id, columns: columns.result, queryInfo: queryInfo.result ?? [], formItem: formItem.result };
}

/** A row with every field and its sub-tables' rows under their table names (the edit form's starting values). */
export async function loadOnlineRecord(code: string, id: string): Promise<OnlineRecord> {
  const answer = await getAction('/online/cgform/api/form/{code}/{id}', { path: { code, id } });
  if (!answer.result) throw new Error('未找到对应数据');
  return answer.result;
}

/** The rows of one sub-table under a main row (the ERP list and the inner table show them). */
export async function loadSubRows(table: string, mainId: string, oneToOne: boolean): Promise<OnlineRow[]> {
  if (oneToOne) {
    const answer = await getAction('/online/cgform/api/subform/{table}/{mainId}', { path: { table, mainId } });
    return answer.result ? [answer.result] : [];
  }
  const answer = await getAction('/online/cgform/api/subform/list/{table}/{mainId}', { path: { table, mainId } });
  return answer.result ?? [];
}

export interface TreeLevel {
  rows: OnlineRow[];
  total: number;
}

/** One level of a tree form: the children of `parent` ('0': the roots), a page of them. */
export async function loadTreeLevel(code: string, pidField: string, parent: string, pageNo = 1, pageSize = 10): Promise<TreeLevel> {
  // The parent field's name is the form's own (getColumns' pidField); the document names the seeded one, `pid`.
  const query = { pageNo, pageSize, [pidField]: parent } as { pageNo: number; pageSize: number; pid: string };
  const answer = await getAction('/online/cgform/api/getTreeData/{code}', { path: { code }, query });
  return { rows: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

/** The form's enabled custom buttons, in their order. */
export async function loadOnlineButtons(code: string): Promise<OnlineButton[]> {
  const answer = await getAction('/online/cgform/button/list/{code}', { path: { code } });
  return (answer.result ?? []).filter((button) => button.buttonStatus === '1').sort((a, b) => a.orderNum - b.orderNum);
}

/** Runs an `api` button's declared action on the chosen rows (doButton); resolves with the server's message. */
export async function runButtonAction(formId: string, buttonCode: string, ids: readonly string[]): Promise<string> {
  const answer = await postAction('/online/cgform/api/doButton', { body: { formId, buttonCode, dataId: ids.join(',') } });
  return answer.message || '处理完成!';
}
