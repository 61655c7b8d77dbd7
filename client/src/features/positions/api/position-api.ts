// The positions domain's calls (/sys/position/*) for 职务管理.
import { BusinessError } from '@/api/errors';
import { deleteAction, getAction, http, postAction, putAction } from '@/api/http';
import type { QueryParamsOf, OperationAt, Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';

export type Position = Schema<'SysPosition'>;
export type PositionForm = Schema<'SysPositionForm'>;

type ListQuery = QueryParamsOf<OperationAt<'/sys/position/list', 'get'>>;

export const POSITION_EXPORT_URL = '/sys/position/exportXls';
export const POSITION_IMPORT_URL = '/sys/position/importExcel';

/** The list's parameters name the document's filters (the search schema and query fields use its names). */
export async function loadPositions(params: ListParams): Promise<PageOf<Position>> {
  const answer = await getAction('/sys/position/list', { query: params as ListQuery });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

export async function addPosition(form: PositionForm): Promise<string> {
  return (await postAction('/sys/position/add', { body: form })).message;
}

export async function editPosition(form: PositionForm): Promise<string> {
  return (await putAction('/sys/position/edit', { body: form })).message;
}

export async function deletePosition(id: string): Promise<string> {
  return (await deleteAction('/sys/position/delete', { query: { id } })).message;
}

export async function deletePositions(ids: string): Promise<string> {
  return (await deleteAction('/sys/position/deleteBatch', { query: { ids } })).message;
}

/** Whether a code is free (sys_position.code, the record being edited excepted): null, else the server's message. */
export async function checkPositionCode(code: string, id?: string): Promise<string | null> {
  try {
    // Quiet: the form shows the answer under the field instead of a notification.
    await http.get('/sys/duplicate/check', {
      params: { tableName: 'sys_position', fieldName: 'code', fieldVal: code, ...(id ? { dataId: id } : {}) },
      quietBusinessErrors: true,
    });
    return null;
  } catch (error) {
    if (error instanceof BusinessError) return error.body.message || '该值不可用，系统中已存在！';
    throw error;
  }
}
