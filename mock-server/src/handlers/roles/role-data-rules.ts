// The data rules a role holds on a menu (SysRoleController loadDatarule / saveDatarule): stored beside the role's
// grant of the menu, and dropped with it (role-grants.ts).
import { fail, ok } from '../../envelope.js';
import { okText } from '../../entity/answers.js';
import { randomId } from '../../lib/ids.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { GRANT_MENU_FIRST, NO_RULES, checkedRules, menuRules } from '../../domain/data-rules.js';
import { roleDataRules } from '../../entities/data-rules.js';
import { permissions } from '../../entities/permissions.js';
import { roles } from '../../entities/roles.js';

function holdsMenu(store: Store, roleId: string, permissionId: string): boolean {
  const role = roles.all(store).find((r) => r.id === roleId);
  const menu = permissions.all(store).find((row) => row.id === permissionId);
  return Boolean(role && menu?.roles.includes(role.roleCode));
}

export const sysRoleDataruleGet: Handler<'sysRoleDataruleGet'> = ({ params }, { store }) => {
  const datarule = menuRules(store, params.permissionId);
  if (datarule.length === 0) return fail(NO_RULES);
  const held = holdsMenu(store, params.roleId, params.permissionId)
    ? roleDataRules.all(store).find((row) => row.roleId === params.roleId && row.permissionId === params.permissionId)
    : undefined;
  const drChecked = checkedRules(held?.dataRuleIds);
  return ok({ datarule, ...(drChecked && { drChecked }) });
};

export const sysRoleDatarulePost: Handler<'sysRoleDatarulePost'> = ({ body }, { store }) => {
  if (!holdsMenu(store, body.roleId, body.permissionId)) return fail(GRANT_MENU_FIRST);
  const dataRuleIds = body.dataRuleIds ?? '';
  const held = roleDataRules.all(store).find((row) => row.roleId === body.roleId && row.permissionId === body.permissionId);
  if (held) held.dataRuleIds = dataRuleIds;
  else roleDataRules.add(store, { id: randomId(), roleId: body.roleId, permissionId: body.permissionId, dataRuleIds });
  return okText('保存成功!');
};
