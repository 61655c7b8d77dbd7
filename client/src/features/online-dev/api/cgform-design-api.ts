// The designer's calls (Online表单开发): a definition's fields and indexes, its save, 同步数据库, copy, delete and
// 移除, and its custom buttons. Types come from the document.
import { deleteAction, getAction, postAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type OnlineHead = Schema<'OnlineHead'>;
export type OnlineField = Schema<'OnlineField'>;
export type OnlineIndex = Schema<'OnlineIndex'>;
export type OnlineSyncResult = Schema<'OnlineSyncResult'>;
export type OnlineButton = Schema<'OnlineButton'>;
export type OnlineButtonForm = Schema<'OnlineButtonForm'>;
export type DefinitionBody = Schema<'OnlineEditAllForm'>;
export type SyncMethod = 'normal' | 'force';

export async function loadDefinition(headId: string): Promise<{ fields: OnlineField[]; indexes: OnlineIndex[] }> {
  const [fields, indexes] = await Promise.all([
    getAction('/online/cgform/field/listByHeadId', { query: { headId } }),
    getAction('/online/cgform/index/listByHeadId', { query: { headId } }),
  ]);
  return { fields: fields.result ?? [], indexes: indexes.result ?? [] };
}

/** addAll for a new definition, editAll for a stored one (the head names its id); answers the server's message. */
export async function saveDefinition(body: DefinitionBody): Promise<string> {
  const answer = body.head.id ? await putAction('/online/cgform/api/editAll', { body }) : await postAction('/online/cgform/api/addAll', { body });
  return answer.message;
}

export async function syncDatabase(code: string, synMethod: SyncMethod): Promise<OnlineSyncResult> {
  const answer = await postAction('/online/cgform/api/doDbSynch/{code}/{synMethod}', { path: { code, synMethod } });
  if (!answer.result) throw new Error('同步数据库没有结果');
  return answer.result;
}

export async function copyDefinition(code: string, tableName: string): Promise<OnlineHead | null> {
  const answer = await postAction('/online/cgform/head/copyOnline', { query: tableName ? { code, tableName } : { code } });
  return answer.result ?? null;
}

export const deleteDefinition = (id: string) => deleteAction('/online/cgform/head/delete', { query: { id } });

export const removeDefinition = (id: string) => deleteAction('/online/cgform/head/removeRecord', { query: { id } });

export async function loadButtons(code: string): Promise<OnlineButton[]> {
  return (await getAction('/online/cgform/button/list/{code}', { path: { code } })).result ?? [];
}

export async function saveButton(button: OnlineButtonForm): Promise<string> {
  const answer = button.id ? await putAction('/online/cgform/button/edit', { body: button }) : await postAction('/online/cgform/button/add', { body: button });
  return answer.message;
}

export const deleteButton = (id: string) => deleteAction('/online/cgform/button/delete', { query: { id } });
