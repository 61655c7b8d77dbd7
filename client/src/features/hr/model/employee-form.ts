// The 基本信息 form of 员工详情: its values from a roster row, and the edit body (status is left out: 试用 / 正式 /
// 离职 change through 转正 and 离职, and a former employee's status 3 is not an edit value).
import type { Employee, EmployeeForm } from '../api/employee-api';

const FORM_KEYS = [
  'workNo', 'name', 'sex', 'idCard', 'birthday', 'mobile', 'email', 'education', 'politicalStatus', 'nation', 'nativePlace',
  'maritalStatus', 'address', 'departId', 'projectId', 'post', 'type', 'entryDate', 'probationMonths', 'regularDate',
  'bankName', 'bankCard', 'emergencyContact', 'emergencyMobile', 'remark',
] as const satisfies ReadonlyArray<keyof EmployeeForm & keyof Employee>;

export function formOfEmployee(employee: Employee): EmployeeForm {
  const form: Record<string, unknown> = { id: employee.id };
  for (const key of FORM_KEYS) form[key] = employee[key] ?? null;
  return form as unknown as EmployeeForm;
}

/** The edit body: the stored form with the edited fields over it; blank optional text becomes null. */
export function employeeEditBody(employee: Employee, edited: Partial<EmployeeForm>): EmployeeForm {
  const body: Record<string, unknown> = { ...formOfEmployee(employee) };
  for (const [key, value] of Object.entries(edited)) body[key] = value === '' || value === undefined ? null : value;
  return body as unknown as EmployeeForm;
}

export function formChanged(employee: Employee, edited: Partial<EmployeeForm>): boolean {
  const stored = formOfEmployee(employee) as unknown as Record<string, unknown>;
  return Object.entries(edited).some(([key, value]) => (stored[key] ?? '') !== (value ?? ''));
}
