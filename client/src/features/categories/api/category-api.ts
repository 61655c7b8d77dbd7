// The categories domain's calls (/sys/category/*) for 分类字典.
import { deleteAction, getAction, getVerdict, postAction, putAction } from '@/api/http';
import type { OperationAt, QueryParamsOf, Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';
import { childRowsOf, type CategoryRow } from '../model/category-tree';

export type Category = Schema<'SysCategory'>;
export type CategoryForm = Schema<'SysCategoryForm'>;

type ListQuery = QueryParamsOf<OperationAt<'/sys/category/rootList', 'get'>>;

export const CATEGORY_EXPORT_URL = '/sys/category/exportXls';
export const CATEGORY_IMPORT_URL = '/sys/category/importExcel';

/** The first level (upstream's rootList): the roots, or every match when 名称 / 编码 is searched. */
export async function loadRootCategories(params: ListParams): Promise<PageOf<CategoryRow>> {
  const answer = await getAction('/sys/category/rootList', { query: params as ListQuery });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

/** The children of one category, fetched when its row is expanded. */
export async function loadChildCategories(pid: string): Promise<CategoryRow[]> {
  const answer = await getAction('/sys/category/loadTreeChildren', { query: { pid } });
  return childRowsOf(answer.result ?? []);
}

export async function addCategory(form: CategoryForm): Promise<string> {
  return (await postAction('/sys/category/add', { body: form })).message;
}

export async function editCategory(form: CategoryForm): Promise<string> {
  return (await putAction('/sys/category/edit', { body: form })).message;
}

export async function deleteCategory(id: string): Promise<string> {
  return (await deleteAction('/sys/category/delete', { query: { id } })).message;
}

export async function deleteCategories(ids: string): Promise<string> {
  return (await deleteAction('/sys/category/deleteBatch', { query: { ids } })).message;
}

/** Whether `code` fits under the parent (upstream's checkCode): null, else the server's message. */
export async function checkCategoryCode(pid: string, code: string): Promise<string | null> {
  const verdict = await getVerdict('/sys/category/checkCode', { query: { pid, code } });
  return verdict.success ? null : verdict.message || '编码校验失败';
}
