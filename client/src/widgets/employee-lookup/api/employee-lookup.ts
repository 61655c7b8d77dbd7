// Choosing an employee in a form by typing part of a name or a work number: the roster's own list call, so a real
// backend answers it as it answers the roster.
import { getAction } from '@/api/http';
import type { Schema } from '@/api/types';
import type { FieldLookup } from '@/widgets/resource';

/** Employees of the given statuses (employee_status: 1 试用, 2 正式) whose name (or, for digits, work number) holds
 * the keyword, shown as 姓名（工号）部门. */
export function employeeLookup(status: '1' | '1,2'): FieldLookup {
  return async (keyword, pageSize) => {
    const text = keyword.trim();
    if (!text) return [];
    const match = /^\d+$/.test(text) ? { workNo: `*${text}*` } : { name: `*${text}*` };
    const page = (await getAction('/hrm/employee/list', { query: { ...match, status, pageNo: 1, pageSize } })).result;
    const records = (page?.records ?? []) as Schema<'HrEmployee'>[];
    return records.map((e) => ({ value: e.id, text: `${e.name}（${e.workNo}）${e.departId_dictText ?? ''}` }));
  };
}
