// 租户 (SysTenantController.queryList): the tenants 用户管理's form offers under 租户分配.
import { idList } from '../../crud/rows.js';
import { ok } from '../../envelope.js';
import { TENANTS } from '../../fixtures/tenants.js';
import type { Handler } from '../../types.js';

export const sysTenantQueryList: Handler<'sysTenantQueryList'> = ({ query }) => {
  const wanted = idList(query.ids);
  const active = TENANTS.filter((tenant) => tenant.status === 1);
  return ok(wanted.length ? active.filter((tenant) => wanted.includes(String(tenant.id))) : active, { code: 0 });
};
