// The roster's calls (/hrm/employee/*) for 员工花名册 and 员工详情.
import { deleteAction, getAction, putAction } from '@/api/http';
import type { OperationAt, QueryParamsOf, Schema } from '@/api/types';
import type { ListParams, PageOf } from '@/widgets/list-page';

export type Employee = Schema<'HrEmployee'>;
export type EmployeeForm = Schema<'HrEmployeeForm'>;
export type EmployeeDetail = Schema<'HrEmployeeDetail'>;

type ListQuery = QueryParamsOf<OperationAt<'/hrm/employee/list', 'get'>>;

export const EMPLOYEE_EXPORT_URL = '/hrm/employee/exportXls';
export const EMPLOYEE_IMPORT_URL = '/hrm/employee/importExcel';

/** The list's parameters name the document's filters (the search schema and query fields use its names). */
export async function loadEmployees(params: ListParams): Promise<PageOf<Employee>> {
  const answer = await getAction('/hrm/employee/list', { query: params as ListQuery });
  return { records: answer.result?.records ?? [], total: answer.result?.total ?? 0 };
}

export async function deleteEmployee(id: string): Promise<string> {
  return (await deleteAction('/hrm/employee/delete', { query: { id } })).message;
}

export async function deleteEmployees(ids: string): Promise<string> {
  return (await deleteAction('/hrm/employee/deleteBatch', { query: { ids } })).message;
}

export const employeeDetailQuery = (id: string) => ({
  queryKey: ['hr', 'employee', 'detail', id] as const,
  queryFn: async (): Promise<EmployeeDetail | null> => (await getAction('/hrm/employee/detail', { query: { id } })).result ?? null,
});

export async function editEmployee(form: EmployeeForm): Promise<string> {
  return (await putAction('/hrm/employee/edit', { body: form })).message;
}
