import { describe, expect, it } from 'vitest';
import { mockPerFile, call, resultOf } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('development mock lists', () => {
  it('A-SYS-49 /mock/api/service answers the 5701-row demo list page by page without a token, deterministically (code 0)', async () => {
    const answer = await call(mock.app, 'mockApiService', { url: '/v1/mock/api/service?pageNo=2&pageSize=10' });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = resultOf(answer);
    expect(page).toMatchObject({ pageNo: 2, pageSize: 10, totalCount: 5701, totalPage: 571 });
    expect(page.data.map((r) => r.no)).toEqual(Array.from({ length: 10 }, (_, i) => `No ${11 + i}`));
    const again = (await call(mock.app, 'mockApiService', { url: '/v1/mock/api/service?pageNo=2&pageSize=10' })).body.result;
    expect(again).toEqual(page);
    const last = resultOf(await call(mock.app, 'mockApiService', { url: '/v1/mock/api/service?pageNo=571&pageSize=10' }));
    expect(last.data.map((r) => r.id)).toEqual([5701]);
  });

  it('A-SYS-49 /mock/api/user, /role and /permission answer their demo pages (code 0)', async () => {
    const users = resultOf(await call(mock.app, 'mockApiUser', { url: '/v1/mock/api/user?pageNo=3&pageSize=10' }));
    expect(users).toMatchObject({ totalCount: 23, totalPage: 3, pageNo: 3 });
    expect(users.data.map((u) => u.id)).toEqual(['21', '22', '23']);
    const roles = resultOf(await call(mock.app, 'mockApiRole', { url: '/v1/mock/api/role' }));
    expect(roles.data.map((r) => r.id)).toEqual(['admin', 'hr', 'finance', 'pm', 'recruiter']);
    expect(roles.data[1]?.permissions.map((p) => p.permissionName)).toEqual(['员工花名册', '劳动合同', '入职办理', '离职办理']);
    const permissions = resultOf(await call(mock.app, 'mockApiPermission', { url: '/v1/mock/api/permission?pageSize=100' }));
    expect(permissions.totalCount).toBe(permissions.data.length);
    const employee = permissions.data.find((p) => p.id === 'employee');
    expect(employee?.actions).toContain('export');
    expect(JSON.parse(employee?.actionData ?? '[]')[0]).toEqual({ action: 'add', describe: '新增', defaultCheck: false });
  });

  it.each([
    ['mockApiUser', '/v1/mock/api/user?pageSize=101', 'query.pageSize'],
    ['mockApiRole', '/v1/mock/api/role?pageNo=0', 'query.pageNo'],
    ['mockApiService', '/v1/mock/api/service?pageSize=abc', 'query.pageSize'],
    ['mockApiPermission', '/v1/mock/api/permission?pageNo=-1', 'query.pageNo'],
  ] as const)('%s refuses %s with 400 naming %s', async (operationId, url, field) => {
    const answer = await call(mock.app, operationId, { url });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });

  it('/mock/api/workplace/teams names the departments under a company for the 团队 card (code 0, no token)', async () => {
    const answer = await call(mock.app, 'mockApiWorkplaceTeams', { url: '/v1/mock/api/workplace/teams' });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const teams = resultOf(answer);
    const departs = mock.app.store.data.departs.filter((d) => d.delFlag === '0');
    const companies = new Set(departs.filter((d) => !d.parentId).map((d) => d.id));
    const expected = departs
      .filter((d) => d.orgCategory === '2' && companies.has(d.parentId ?? ''))
      .sort((a, b) => a.departOrder - b.departOrder)
      .slice(0, 8)
      .map((d) => d.departName);
    expect(expected.length).toBeGreaterThan(1);
    expect(teams.map((t) => t.name)).toEqual(expected);
    expect(teams.map((t) => t.id)).toEqual(expected.map((_, index) => index + 1));
    expect(teams.every((t) => t.avatar === null)).toBe(true);
  });
});
