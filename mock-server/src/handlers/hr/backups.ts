// 花名册备份: snapshots of the roster, restore and export.
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { EmployeeRow } from '../../fixtures/hr.js';
import type { EntityFields } from '../../query/field-types.js';
import { randomId } from '../../lib/ids.js';
import type { Handler } from '../../types.js';
import { EMPLOYEE_COLUMNS, EMPLOYEE_FIELDS, employeeView } from './employees.js';
import { DELETED, exportRows, LATEST_FIRST, say, stamp, userOf } from './shared.js';
import { createdOnly, updated } from '../../entity/audit.js';
import { isLive } from '../../store/live.js';

const BACKUP_FIELDS: EntityFields = {
  id: { type: 'string' },
  backupName: { type: 'string' },
  backupType: { type: 'string', dict: 'roster_backup_type' },
  employeeCount: { type: 'number' },
  activeCount: { type: 'number' },
  remark: { type: 'string' },
  createBy: { type: 'string' },
  createTime: { type: 'datetime' },
};

export const misEmployeeBackupList: Handler<'misEmployeeBackupList'> = ({ query }, { store }) =>
  pageOf(
    store,
    store.data.hrBackups.map(({ employees: _snapshot, ...backup }) => backup),
    query,
    BACKUP_FIELDS,
    LATEST_FIRST,
  );

export const misEmployeeBackupDoBackup: Handler<'misEmployeeBackupDoBackup'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const backupName = body.backupName || `花名册备份${stamp(ctx).replace(/\D/g, '')}`;
  if (store.data.hrBackups.some((b) => b.backupName === backupName)) return fail('备份名称已存在');
  const roster = structuredClone(store.data.employees.filter((e) => isLive(e)));
  store.data.hrBackups.unshift({
    id: randomId(),
    backupName,
    backupType: '1',
    employeeCount: roster.length,
    activeCount: roster.filter((e) => e.status !== '3').length,
    remark: body.remark ?? null,
    ...createdOnly(userOf(session), ctx.now()),
    employees: roster,
  });
  return say(`备份成功！共备份${roster.length}名员工`);
};

export const misEmployeeBackupRestore: Handler<'misEmployeeBackupRestore'> = ({ query, session }, ctx) => {
  const { store } = ctx;
  const backup = store.data.hrBackups.find((b) => b.id === query.id);
  if (!backup) return fail(NOT_FOUND);
  const by = userOf(session);
  const saved = new Map(backup.employees.map((e) => [e.id, e]));
  const restored: EmployeeRow[] = [];
  for (const employee of store.data.employees) {
    const copy = saved.get(employee.id);
    if (copy) {
      restored.push({ ...structuredClone(copy), delFlag: 0, ...updated(by, ctx.now()) });
      saved.delete(employee.id);
    } else {
      restored.push(isLive(employee) ? { ...employee, delFlag: 1, ...updated(by, ctx.now()) } : employee);
    }
  }
  // People deleted for good since the backup come back too.
  for (const copy of saved.values()) restored.push({ ...structuredClone(copy), delFlag: 0, ...updated(by, ctx.now()) });
  store.data.employees = restored;
  return say(`恢复成功！共恢复${backup.employees.length}名员工`);
};

export const misEmployeeBackupDelete: Handler<'misEmployeeBackupDelete'> = ({ query }, { store }) => {
  if (!store.data.hrBackups.some((b) => b.id === query.id)) return fail(NOT_FOUND);
  store.data.hrBackups = store.data.hrBackups.filter((b) => b.id !== query.id);
  return say(DELETED);
};

export const misEmployeeBackupExportXls: Handler<'misEmployeeBackupExportXls'> = async ({ query, session }, ctx) => {
  const backup = ctx.store.data.hrBackups.find((b) => b.id === query.id);
  if (!backup) return fail(NOT_FOUND);
  const day = (backup.createTime ?? stamp(ctx)).slice(0, 10);
  const rows = backup.employees.map((e) => employeeView(e, day));
  return exportRows(ctx.store, rows, {}, { title: backup.backupName, columns: EMPLOYEE_COLUMNS, fields: EMPLOYEE_FIELDS, options: { defaultSort: { column: 'workNo', order: 'asc' } } }, session, ctx);
};
