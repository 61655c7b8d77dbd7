// What resignation and regularisation requests share: the applicant as the roster shows them now.
import { NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import type { Store } from '../../store/store.js';
import { DELETED, say, withText } from './shared.js';
import type { ApplicantCopy, EmployeeRow } from '../../store/records/hr.js';
import { employees } from '../../entities/employees.js';

/** Application rows show the employee as they are now (the copy taken when applying, once they are gone). */
export function applicantRows<T extends ApplicantCopy>(store: Store, rows: T[]): T[] {
  const roster = new Map(employees.all(store).map((e) => [e.id, e]));
  return rows.map((row) => {
    const e = roster.get(row.employeeId);
    return e ? { ...row, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, post: e.post, entryDate: e.entryDate } : row;
  });
}

export const applicantCopy = (e: EmployeeRow): ApplicantCopy => ({ employeeId: e.id, workNo: e.workNo, name: e.name, departId: e.departId, projectId: e.projectId, post: e.post, entryDate: e.entryDate });

/** A request with the applicant as the roster shows them now, and its dictionary texts. */
export function requestById<T extends ApplicantCopy & { id: string }>(store: Store, rows: T[], id: string, fields: EntityFields) {
  const row = applicantRows(store, rows).find((r) => r.id === id);
  return row ? ok(withText(store, row, fields)) : fail(NOT_FOUND);
}

/** Deletes a request unless it has been approved. */
export function deleteRequest<T extends { id: string; status: string }>(rows: T[], id: string, approvedMessage: string) {
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) return fail(NOT_FOUND);
  if (rows[index]?.status === '1') return fail(approvedMessage);
  rows.splice(index, 1);
  return say(DELETED);
}
