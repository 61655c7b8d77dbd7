// The data rules a department role holds on a menu (SysDepartRoleController loadDatarule / saveDatarule): chosen
// among those its department holds on the menu, stored on the role's grant of it.
import { fail, ok } from '../../envelope.js';
import { okText } from '../../entity/answers.js';
import { idList } from '../../crud/rows.js';
import type { Handler } from '../../types.js';
import { GRANT_MENU_FIRST, NO_RULES, checkedRules, menuRules } from '../../domain/data-rules.js';
import { departPermissions, departRolePermissions } from '../../entities/department-grants.js';

export const sysSysDepartRoleDataruleGet: Handler<'sysSysDepartRoleDataruleGet'> = ({ params }, { store }) => {
  const departGrant = departPermissions.all(store).find((link) => link.departId === params.departId && link.permissionId === params.permissionId);
  const departRules = idList(departGrant?.dataRuleIds ?? '');
  const datarule = departRules.length > 0 ? menuRules(store, params.permissionId, departRules) : [];
  if (datarule.length === 0) return fail(NO_RULES);
  const roleGrant = departRolePermissions.all(store).find((link) => link.roleId === params.roleId && link.permissionId === params.permissionId);
  const drChecked = checkedRules(roleGrant?.dataRuleIds);
  return ok({ datarule, ...(drChecked && { drChecked }) });
};

export const sysSysDepartRoleDatarulePost: Handler<'sysSysDepartRoleDatarulePost'> = ({ body }, { store }) => {
  const roleGrant = departRolePermissions.all(store).find((link) => link.roleId === body.roleId && link.permissionId === body.permissionId);
  if (!roleGrant) return fail(GRANT_MENU_FIRST);
  roleGrant.dataRuleIds = body.dataRuleIds ?? '';
  return okText('保存成功!');
};
