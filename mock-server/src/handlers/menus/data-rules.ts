// A permission's data rules (SysPermissionController …PermissionRule).
import { NOT_FOUND, pageOf } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import type { EntityFields } from '../../query/field-types.js';
import { listQuery } from '../../query/list-query.js';
import type { Store } from '../../store/store.js';
import type { BodyOf, Handler } from '../../types.js';
import type { Schema } from '../../lib/schema.js';
import { PERMISSION_NOT_FOUND } from './permission-tree.js';
import { defineEntity } from '../../entity/entity.js';
import type { DataRuleRecord } from '../../store/records/menus.js';

const RULE_FIELDS: EntityFields = {
  id: { type: 'string' },
  permissionId: { type: 'string' },
  ruleName: { type: 'string' },
  ruleColumn: { type: 'string' },
  ruleConditions: { type: 'string', dict: 'rule_conditions' },
  ruleValue: { type: 'string' },
  status: { type: 'string', dict: 'valid_status' },
  createTime: { type: 'datetime' },
};

/** sys_permission_data_rule on the entity kit: audit stamping, new rules last, deleted for good. */
const dataRules = defineEntity({ table: (data) => data.permissionDataRules, fields: RULE_FIELDS, newRows: 'last' });

function ruleRows(store: Store, rules: DataRuleRecord[]): Schema<'PermissionDataRule'>[] {
  const page = pageOf(store, rules, { pageSize: '-521' }, RULE_FIELDS);
  return (page.result?.records ?? []) as Schema<'PermissionDataRule'>[];
}

const newestFirst = (a: DataRuleRecord, b: DataRuleRecord) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : 0);

/** The menu's data rules, newest first; with `only`, just those whose id it lists. */
export function menuRules(store: Store, permissionId: string, only?: readonly string[]): Schema<'PermissionDataRule'>[] {
  const rules = store.data.permissionDataRules.filter((rule) => rule.permissionId === permissionId && (!only || only.includes(rule.id)));
  return ruleRows(store, rules.sort(newestFirst));
}

/** A comma list of data rule ids as upstream stores it, without a trailing comma; undefined when empty. */
export const checkedRules = (ids: string | null | undefined): string | undefined => ids?.replace(/,$/, '') || undefined;

export const sysPermissionGetPermRuleListByPermId: Handler<'sysPermissionGetPermRuleListByPermId'> = ({ query }, { store }) =>
  ok(menuRules(store, query.permissionId), { code: 0 });

export const sysPermissionQueryPermissionRule: Handler<'sysPermissionQueryPermissionRule'> = ({ query }, { store }) => {
  const page = listQuery(store.data.permissionDataRules, { ...query, pageSize: '-521' }, RULE_FIELDS);
  return ok(ruleRows(store, page.records), { message: '查询成功！' });
};

type RuleForm = BodyOf<'sysPermissionAddPermissionRule'>;

const ruleFields = (form: RuleForm) => ({
  permissionId: form.permissionId,
  ruleName: form.ruleName,
  ruleColumn: form.ruleColumn || null,
  ruleConditions: form.ruleConditions,
  ruleValue: form.ruleValue,
});

export const sysPermissionAddPermissionRule: Handler<'sysPermissionAddPermissionRule'> = ({ body, session }, { store, now }) => {
  if (!store.data.permissions.some((row) => row.id === body.permissionId)) return fail(PERMISSION_NOT_FOUND);
  dataRules.insert(store, { ...ruleFields(body), status: body.status ?? '1' }, session, now());
  return ok(null, { message: '添加成功！' });
};

export const sysPermissionEditPermissionRule: Handler<'sysPermissionEditPermissionRule'> = ({ body, session }, { store, now }) => {
  const rule = dataRules.all(store).find((r) => r.id === body.id);
  if (!rule) return fail(NOT_FOUND);
  if (!store.data.permissions.some((row) => row.id === body.permissionId)) return fail(PERMISSION_NOT_FOUND);
  dataRules.update(rule, { ...ruleFields(body), ...(body.status ? { status: body.status } : {}) }, session, now());
  return ok(null, { message: '更新成功！' });
};

export const sysPermissionDeletePermissionRule: Handler<'sysPermissionDeletePermissionRule'> = ({ query }, { store }) => {
  if (dataRules.remove(store, [query.id]) === 0) return fail(NOT_FOUND);
  return ok(null, { message: '删除成功！' });
};
