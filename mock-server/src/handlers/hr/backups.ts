// 花名册备份: snapshots of the roster, restore and export.
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import type { Handler } from '../../types.js';
import { EMPLOYEE_COLUMNS, employeeView } from './employees.js';
import { DELETED, exportRows, say, stamp } from './shared.js';
import { EMPLOYEE_FIELDS, employees } from '../../entities/employees.js';
import { BACKUP_FIELDS, backups } from '../../entities/hr-backups.js';
import { LATEST_FIRST } from '../../entities/hr-fields.js';

export const misEmployeeBackupList: Handler<'misEmployeeBackupList'> = ({ query }, { store }) =>
  pageOf(
    store,
    backups.all(store).map(({ employees: _snapshot, ...backup }) => backup),
    query,
    BACKUP_FIELDS,
    LATEST_FIRST,
  );

export const misEmployeeBackupDoBackup: Handler<'misEmployeeBackupDoBackup'> = ({ body, session }, ctx) => {
  const { store } = ctx;
  const backupName = body.backupName || `花名册备份${stamp(ctx).replace(/\D/g, '')}`;
  if (backups.all(store).some((b) => b.backupName === backupName)) return fail('备份名称已存在');
  const roster = structuredClone(employees.live(store));
  backups.insert(
    store,
    { backupName, backupType: '1', employeeCount: roster.length, activeCount: roster.filter((e) => e.status !== '3').length, remark: body.remark ?? null, employees: roster },
    session,
    ctx.now(),
  );
  return say(`备份成功！共备份${roster.length}名员工`);
};

export const misEmployeeBackupRestore: Handler<'misEmployeeBackupRestore'> = ({ query, session }, ctx) => {
  const { store } = ctx;
  const backup = backups.all(store).find((b) => b.id === query.id);
  if (!backup) return fail(NOT_FOUND);
  // Everyone in the backup comes back as saved (people deleted for good since too); the others go to the recycle bin.
  employees.restore(store, backup.employees, session, ctx.now());
  return say(`恢复成功！共恢复${backup.employees.length}名员工`);
};

export const misEmployeeBackupDelete: Handler<'misEmployeeBackupDelete'> = ({ query }, { store }) => {
  if (backups.remove(store, [query.id]) === 0) return fail(NOT_FOUND);
  return say(DELETED);
};

export const misEmployeeBackupExportXls: Handler<'misEmployeeBackupExportXls'> = async ({ query, session }, ctx) => {
  const backup = backups.all(ctx.store).find((b) => b.id === query.id);
  if (!backup) return fail(NOT_FOUND);
  const day = (backup.createTime ?? stamp(ctx)).slice(0, 10);
  const rows = backup.employees.map((e) => employeeView(e, day));
  return exportRows(ctx.store, rows, {}, { title: backup.backupName, columns: EMPLOYEE_COLUMNS, fields: EMPLOYEE_FIELDS, options: { defaultSort: { column: 'workNo', order: 'asc' } } }, session, ctx);
};
