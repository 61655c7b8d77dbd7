// A resource's calls, made from the document paths its description names. Every JeecgBoot list speaks the same
// conventions (a page in `result`, the row as the add / edit body, `id` / `ids` to delete), so the paths are checked
// against the document and the shapes are the convention's.
import { BusinessError } from '@/api/errors';
import { deleteAction, getPageAction, http, postAction, putAction } from '@/api/http';
import type { PathWith } from '@/api/types';
import { pageFrom, type ListParams, type PageOf } from '@/widgets/list-page';
import type { AnyField, Resource, ResourceCalls } from './resource';

type Answer = { message?: string };
// The document types each path's body and query; a resource's calls share the list convention's shapes instead.
const post = postAction as (path: PathWith<'post'>, request: { body: unknown }) => Promise<Answer>;
const put = putAction as (path: PathWith<'put'>, request: { body: unknown }) => Promise<Answer>;
const remove = deleteAction as unknown as (path: PathWith<'delete'>, request: { query: Record<string, string> }) => Promise<Answer>;

/** A path with its `{placeholders}` filled (each value encoded). */
export function filledPath<P extends string>(path: P, values: Readonly<Record<string, string>> | undefined): P {
  if (!values) return path;
  return path.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(values[name] as string) : whole)) as P;
}

type TextedField = Pick<AnyField, 'name' | 'options'>;

/**
 * A row's `<name>_dictText` from the field's fixed options where the backend sent none (an online form's data is
 * not translated: its column answer carries the options instead); several values are comma-joined, as stored.
 */
export function withOptionTexts<Row>(row: Row, fields: readonly TextedField[]): Row {
  const texted = { ...(row as Record<string, unknown>) };
  for (const { name, options } of fields) {
    const value = texted[name];
    if (!options || texted[`${name}_dictText`] !== undefined || value === null || value === undefined || value === '') continue;
    const labels = String(value).split(',').map((code) => options.find((option) => option.value === code)?.label ?? code);
    texted[`${name}_dictText`] = labels.join(',');
  }
  return texted as Row;
}

export async function loadResourcePage<Row>(resource: Pick<Resource<Row>, 'calls' | 'pathParams' | 'fields'>, params: ListParams): Promise<PageOf<Row>> {
  const answer = (await getPageAction(filledPath(resource.calls.list, resource.pathParams), params)) as { result?: PageOf<Row> | Row[] | null } | null;
  const page = pageFrom<Row>(answer?.result);
  const texted = (resource.fields as unknown as readonly TextedField[]).filter((field) => field.options);
  return texted.length ? { ...page, records: page.records.map((row) => withOptionTexts(row, texted)) } : page;
}

/** Adds (no id) or edits (an id) a row; resolves with the server's message. */
export async function saveResourceRow(calls: ResourceCalls, form: { id?: string | null }, pathParams?: Readonly<Record<string, string>>): Promise<string> {
  const path = form.id ? calls.edit : calls.add;
  if (!path) throw new Error(form.id ? 'the resource has no edit call' : 'the resource has no add call');
  const filled = filledPath(path, pathParams);
  const answer = form.id ? await put(filled as PathWith<'put'>, { body: form }) : await post(filled as PathWith<'post'>, { body: form });
  return answer.message ?? '';
}

/** A delete: the id in the path where the path has `{id}`, else in the query under `key`. */
function deleteOf(path: PathWith<'delete'>, key: 'id' | 'ids', pathParams: Readonly<Record<string, string>> | undefined) {
  const filled = filledPath(path, pathParams);
  if (!filled.includes('{id}')) return (value: string) => remove(filled, { query: { [key]: value } });
  // The ids stay readable in the path: commas are not encoded (upstream's form/{code}/{id1,id2}).
  return (value: string) => remove(filled.replace('{id}', value.split(',').map(encodeURIComponent).join(',')) as PathWith<'delete'>, { query: {} });
}

/** Delete one row (`id`) and several (`ids`, comma-joined), each followed by `afterChange` when given. */
export function deleteCallsOf(
  calls: ResourceCalls,
  afterChange?: () => Promise<unknown>,
  pathParams?: Readonly<Record<string, string>>,
): { one?: (id: string) => Promise<string>; many?: (ids: string) => Promise<string> } {
  const { delete: one, deleteBatch: many } = calls;
  const then = async (answer: Answer) => {
    await afterChange?.();
    return answer.message ?? '';
  };
  const removeOne = one && deleteOf(one, 'id', pathParams);
  const removeMany = many && deleteOf(many, 'ids', pathParams);
  return {
    one: removeOne && (async (id) => then(await removeOne(id))),
    many: removeMany && (async (ids) => then(await removeMany(ids))),
  };
}

/** Whether a value is free in its table (the edited row excepted): null, else the server's message. */
export async function checkDuplicate(unique: { table: string; column: string }, value: string, id: string | undefined): Promise<string | null> {
  try {
    // Quiet: the form shows the answer under the field instead of a notification.
    await http.get('/sys/duplicate/check', {
      params: { tableName: unique.table, fieldName: unique.column, fieldVal: value, ...(id ? { dataId: id } : {}) },
      quietBusinessErrors: true,
    });
    return null;
  } catch (error) {
    if (error instanceof BusinessError) return error.body.message || '该值不可用，系统中已存在！';
    throw error;
  }
}

/** A recycle bin's calls as the list's row actions take them (the ids comma-joined); absent calls stay absent. */
export function recycleCallsOf(calls: ResourceCalls): { recover?: (ids: string) => Promise<string>; recoverBatch?: (ids: string) => Promise<string>; realDelete?: (ids: string) => Promise<string> } {
  const { recover, recoverBatch, realDelete } = calls;
  const putQuery = putAction as unknown as (path: PathWith<'put'>, request: { query: Record<string, string>; body?: undefined }) => Promise<Answer>;
  return {
    recover: recover && (async (id) => (await putQuery(recover, { query: { id } })).message ?? ''),
    recoverBatch: recoverBatch && (async (ids) => (await putQuery(recoverBatch, { query: { ids } })).message ?? ''),
    realDelete: realDelete && (async (ids) => (await remove(realDelete, { query: { ids } })).message ?? ''),
  };
}
