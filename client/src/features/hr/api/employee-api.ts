// 员工详情's calls (/hrm/employee/*); the roster list's are its resource's (roster-resource.ts).
import { getAction, putAction } from '@/api/http';
import type { Schema } from '@/api/types';

export type Employee = Schema<'HrEmployee'>;
export type EmployeeForm = Schema<'HrEmployeeForm'>;
export type EmployeeDetail = Schema<'HrEmployeeDetail'>;

export const employeeDetailQuery = (id: string) => ({
  queryKey: ['hr', 'employee', 'detail', id] as const,
  queryFn: async (): Promise<EmployeeDetail | null> => (await getAction('/hrm/employee/detail', { query: { id } })).result ?? null,
});

export async function editEmployee(form: EmployeeForm): Promise<string> {
  return (await putAction('/hrm/employee/edit', { body: form })).message;
}
