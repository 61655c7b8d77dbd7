// Upstream's Vue2 development mock lists (/mock/api/*), generated on the fly for developer pages.
import { ok } from '../../envelope.js';
import { DEV_SERVICE_TOTAL, devMockPermissions, devMockRoles, devMockService, devMockUsers } from '../../fixtures/dev-lists.js';
import type { Handler } from '../../types.js';
import { departs } from '../../entities/departs.js';
import type { DevMockUserRow } from '../../store/records/dev-lists.js';

interface DevQuery {
  pageNo?: number;
  pageSize?: number;
}

function devPage<T>(total: number, rowAt: (index: number) => T, query: DevQuery) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const start = (pageNo - 1) * pageSize;
  const data: T[] = [];
  for (let index = start; index < Math.min(total, start + pageSize); index++) data.push(rowAt(index));
  return { pageSize, pageNo, totalCount: total, totalPage: Math.ceil(total / pageSize), data };
}

let devUsers: DevMockUserRow[] | null = null;

export const mockApiUser: Handler<'mockApiUser'> = ({ query }) => {
  devUsers ??= devMockUsers();
  const users = devUsers;
  return ok(devPage(users.length, (i) => users[i] as DevMockUserRow, query), { code: 0 });
};

export const mockApiRole: Handler<'mockApiRole'> = ({ query }) => {
  const roles = devMockRoles();
  return ok(devPage(roles.length, (i) => roles[i] as (typeof roles)[number], query), { code: 0 });
};

export const mockApiService: Handler<'mockApiService'> = ({ query }) => ok(devPage(DEV_SERVICE_TOTAL, (i) => devMockService(i + 1), query), { code: 0 });

export const mockApiPermission: Handler<'mockApiPermission'> = ({ query }) => {
  const permissions = devMockPermissions();
  return ok(devPage(permissions.length, (i) => permissions[i] as (typeof permissions)[number], query), { code: 0 });
};

/** The 团队 card's teams: the departments directly under a top-level company, in their order. */
export const mockApiWorkplaceTeams: Handler<'mockApiWorkplaceTeams'> = (_input, { store }) => {
  const live = departs.live(store);
  const companies = new Set(live.filter((d) => !d.parentId).map((d) => d.id));
  const teams = live
    .filter((d) => d.orgCategory === '2' && d.parentId !== null && companies.has(d.parentId))
    .sort((a, b) => a.departOrder - b.departOrder)
    .slice(0, 8);
  return ok(teams.map((d, index) => ({ id: index + 1, name: d.departName, avatar: null })), { code: 0 });
};
