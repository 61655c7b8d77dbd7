// Column permissions of online forms through the permission tree (issue 29, decisions.md "Online form column
// permissions"): a button-type entry whose perms is `online:<table>:<field>` is a rule on that field. An active show
// rule (perms_type 1) hides the field from users whose roles do not hold the entry; an active disable rule
// (perms_type 2) leaves it read only for them. A hidden or read-only field is not written from what they send.
import type { PermissionRow } from '../../store/records/menus.js';
import type { OnlineFormRecord } from '../../store/records/online-dev.js';
import type { Store } from '../../store/store.js';
import { permissions } from '../../entities/permissions.js';

export interface FieldAuth {
  /** Fields the user may not see: left out of the columns, the form, the query and the export. */
  hidden: ReadonlySet<string>;
  /** Fields the user sees but may not change. */
  readOnly: ReadonlySet<string>;
}

export const NO_FIELD_AUTH: FieldAuth = { hidden: new Set(), readOnly: new Set() };

/** The field a perms code names on this table, if it is a column rule of it. */
function ruledFields(row: PermissionRow, table: string): string[] {
  const prefix = `online:${table}:`;
  return (row.perms ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code.startsWith(prefix))
    .map((code) => code.slice(prefix.length));
}

/** The column rules of a form as they apply to the signed-in user (no user: every active rule applies). */
export function fieldAuthOf(store: Store, form: OnlineFormRecord, username: string | undefined): FieldAuth {
  const roles = (username && store.userByName(username)?.roleCodes) || [];
  const names = new Set(form.fields.map((field) => field.dbFieldName));
  const hidden = new Set<string>();
  const readOnly = new Set<string>();
  for (const row of permissions.all(store) as PermissionRow[]) {
    if (row.menuType !== 2 || row.status !== '1' || row.roles.some((role) => roles.includes(role))) continue;
    for (const field of ruledFields(row, form.tableName)) {
      if (!names.has(field)) continue;
      (row.permsType === '2' ? readOnly : hidden).add(field);
    }
  }
  for (const field of hidden) readOnly.delete(field);
  return { hidden, readOnly };
}

/** Fields the user's request may not write. */
export const lockedFields = (auth: FieldAuth): ReadonlySet<string> => new Set([...auth.hidden, ...auth.readOnly]);

/** A row without the fields the user may not see. */
export function visibleRow<Row extends Record<string, unknown>>(row: Row, auth: FieldAuth): Row {
  if (auth.hidden.size === 0) return row;
  return Object.fromEntries(Object.entries(row).filter(([name]) => !auth.hidden.has(name))) as Row;
}
