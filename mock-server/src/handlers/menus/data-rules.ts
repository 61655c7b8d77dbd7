// A permission's data rules (SysPermissionController …PermissionRule).
import { NOT_FOUND } from '../../crud/rows.js';
import { fail, ok } from '../../envelope.js';
import { listQuery } from '../../query/list-query.js';
import type { BodyOf, Handler } from '../../types.js';
import { menuRules, ruleRows } from '../../domain/data-rules.js';
import { PERMISSION_NOT_FOUND } from '../../domain/permission-tree.js';
import { RULE_FIELDS, permissionDataRules } from '../../entities/data-rules.js';
import { permissions } from '../../entities/permissions.js';

export const sysPermissionGetPermRuleListByPermId: Handler<'sysPermissionGetPermRuleListByPermId'> = ({ query }, { store }) =>
  ok(menuRules(store, query.permissionId), { code: 0 });

export const sysPermissionQueryPermissionRule: Handler<'sysPermissionQueryPermissionRule'> = ({ query }, { store }) => {
  const page = listQuery(permissionDataRules.all(store), { ...query, pageSize: '-521' }, RULE_FIELDS);
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
  if (!permissions.all(store).some((row) => row.id === body.permissionId)) return fail(PERMISSION_NOT_FOUND);
  permissionDataRules.insert(store, { ...ruleFields(body), status: body.status ?? '1' }, session, now());
  return ok(null, { message: '添加成功！' });
};

export const sysPermissionEditPermissionRule: Handler<'sysPermissionEditPermissionRule'> = ({ body, session }, { store, now }) => {
  const rule = permissionDataRules.all(store).find((r) => r.id === body.id);
  if (!rule) return fail(NOT_FOUND);
  if (!permissions.all(store).some((row) => row.id === body.permissionId)) return fail(PERMISSION_NOT_FOUND);
  permissionDataRules.update(rule, { ...ruleFields(body), ...(body.status ? { status: body.status } : {}) }, session, now());
  return ok(null, { message: '更新成功！' });
};

export const sysPermissionDeletePermissionRule: Handler<'sysPermissionDeletePermissionRule'> = ({ query }, { store }) => {
  if (permissionDataRules.remove(store, [query.id]) === 0) return fail(NOT_FOUND);
  return ok(null, { message: '删除成功！' });
};
