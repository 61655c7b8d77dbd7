// What 奖惩记录 and 培训记录 share: records about one roster employee, listed with the employee joined (as the roster
// shows them now, hidden while the employee is in the recycle bin), added only for employees still working here,
// never moved to another employee, deleted for good (and with their employee by the recycle bin's 彻底删除).
import { idList, NOT_FOUND } from '../../crud/rows.js';
import type { Entity } from '../../entity/entity.js';
import { fail } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import type { EmployeeRow } from '../../store/records/hr.js';
import type { Store } from '../../store/store.js';
import { BATCH_DELETED, DELETED, NO_ID, say } from './shared.js';
import { employees } from '../../entities/employees.js';

type EmployeeRecord = { id: string; employeeId: string; createBy: string | null; createTime: string | null; updateBy: string | null; updateTime: string | null };
type RecordEntity<Row extends EmployeeRecord> = Entity<Row, EntityFields>;

/** What a record shows of its employee. */
export type WithPerson<Row> = Row & Pick<EmployeeRow, 'workNo' | 'name' | 'departId' | 'projectId'>;

/**
 * The records of roster employees (not those in the recycle bin), each with its employee joined; kept until the next
 * write under `memoKey` (tens of thousands of rows with MOCK_SEED_EMPLOYEES: the join was most of a list call).
 */
export function recordsWithPerson<Row extends EmployeeRecord>(store: Store, entity: RecordEntity<Row>, memoKey: string): WithPerson<Row>[] {
  return store.memo(memoKey, () => {
    const roster = new Map(employees.live(store).map((e) => [e.id, e]));
    return entity.all(store).flatMap((row) => {
      const e = roster.get(row.employeeId);
      return e ? [{ ...row, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId }] : [];
    });
  });
}

export const NO_SUCH_EMPLOYEE = '员工不存在';

/** The employee a new record is for, or why they cannot get one (`what`: 奖惩记录, 培训记录). */
export function employeeForNewRecord(store: Store, employeeId: string, what: string): EmployeeRow | string {
  const employee = employees.all(store).find((e) => e.id === employeeId);
  if (!employee) return NO_SUCH_EMPLOYEE;
  if (employees.isRecycled(employee)) return `该员工已在花名册回收站，不能新增${what}`;
  if (employee.status === '3') return `该员工已离职，不能新增${what}`;
  return employee;
}

/** The record an edit names with its employee (on the roster), or why it cannot be edited. */
export function recordToEdit<Row extends EmployeeRecord>(store: Store, entity: RecordEntity<Row>, form: { id?: string; employeeId: string }): { row: Row; employee: EmployeeRow } | string {
  if (!form.id) return NO_ID;
  const row = entity.all(store).find((r) => r.id === form.id);
  const employee = row ? employees.get(store, row.employeeId) : undefined;
  if (!row || !employee) return NOT_FOUND;
  if (form.employeeId !== row.employeeId) return '不能更改记录所属的员工';
  return { row, employee };
}

export const deleteRecord = <Row extends EmployeeRecord>(store: Store, entity: RecordEntity<Row>, id: string) =>
  entity.remove(store, [id]) === 0 ? fail(NOT_FOUND) : say(DELETED);

export const deleteRecords = <Row extends EmployeeRecord>(store: Store, entity: RecordEntity<Row>, ids: unknown) =>
  entity.remove(store, idList(ids)) === 0 ? fail(NOT_FOUND) : say(BATCH_DELETED);

/** An imported row's employee: found by 工号, the 姓名 given must be theirs. */
export function employeeOfImportRow(store: Store, row: Record<string, string>): string | { employeeId: string } {
  const workNo = row.workNo ?? '';
  if (!workNo) return '工号不能为空';
  const employee = employees.live(store).find((e) => e.workNo === workNo);
  if (!employee) return `${NO_SUCH_EMPLOYEE}：${workNo}`;
  if (row.name && row.name !== employee.name) return `姓名与工号不符：${workNo} 是${employee.name}`;
  return { employeeId: employee.id };
}

/** A number cell of an import: '' is null, otherwise a finite number or the problem. */
export function importedNumber(text: string | undefined, label: string): number | null | string {
  if (!text) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : `${label}不是数字：${text}`;
}
