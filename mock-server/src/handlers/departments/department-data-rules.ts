// The data rules a department holds on a menu it is granted (SysDepartPermissionController loadDatarule /
// saveDatarule): the ceiling of the rules its department roles may be given (department-role-data-rules.ts).
import { fail, ok } from '../../envelope.js';
import { okText } from '../../entity/answers.js';
import type { Handler } from '../../types.js';
import { NO_RULES, checkedRules, menuRules } from '../../domain/data-rules.js';
import { departPermissions } from '../../entities/department-grants.js';

export const sysSysDepartPermissionDataruleGet: Handler<'sysSysDepartPermissionDataruleGet'> = ({ params }, { store }) => {
  const datarule = menuRules(store, params.permissionId);
  if (datarule.length === 0) return fail(NO_RULES);
  const grant = departPermissions.all(store).find((link) => link.departId === params.departId && link.permissionId === params.permissionId);
  const drChecked = checkedRules(grant?.dataRuleIds);
  return ok({ datarule, ...(drChecked && { drChecked }) });
};

export const sysSysDepartPermissionDatarulePost: Handler<'sysSysDepartPermissionDatarulePost'> = ({ body }, { store }) => {
  const grant = departPermissions.all(store).find((link) => link.departId === body.departId && link.permissionId === body.permissionId);
  if (!grant) return fail('请先保存部门菜单权限!');
  grant.dataRuleIds = body.dataRuleIds ?? '';
  return okText('保存成功!');
};
