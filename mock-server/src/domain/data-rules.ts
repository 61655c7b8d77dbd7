// The data rules a holder (a role, a department, a department role) has on a menu it is granted: the menu's rules as
// the screens read them, the holder's choice among them, and the answers the three screens share.
import { pageOf } from '../crud/rows.js';
import { permissionDataRules, RULE_FIELDS } from '../entities/data-rules.js';
import type { Schema } from '../lib/schema.js';
import type { DataRuleRecord } from '../store/records/menus.js';
import type { Store } from '../store/store.js';

/** The menu has no data rules the holder could be given. */
export const NO_RULES = '未找到权限配置信息';

/** Rules are kept on the holder's grant of the menu: the menu must be granted first. */
export const GRANT_MENU_FIRST = '请先保存角色菜单权限!';

/** Rules as the screens read them: with their `_dictText` companions. */
export function ruleRows(store: Store, rules: DataRuleRecord[]): Schema<'PermissionDataRule'>[] {
  const page = pageOf(store, rules, { pageSize: '-521' }, RULE_FIELDS);
  return (page.result?.records ?? []) as Schema<'PermissionDataRule'>[];
}

const newestFirst = (a: DataRuleRecord, b: DataRuleRecord) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0);

/** The menu's data rules, newest first; with `only`, just those whose id it lists. */
export function menuRules(store: Store, permissionId: string, only?: readonly string[]): Schema<'PermissionDataRule'>[] {
  const rules = permissionDataRules.all(store).filter((rule) => rule.permissionId === permissionId && (!only || only.includes(rule.id)));
  return ruleRows(store, rules.sort(newestFirst));
}

/** A comma list of data rule ids as upstream stores it, without a trailing comma; undefined when empty. */
export const checkedRules = (ids: string | null | undefined): string | undefined => ids?.replace(/,$/, '') || undefined;
