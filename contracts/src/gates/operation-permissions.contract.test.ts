// Authorisation on the server: every operation the document guards (`x-permission`) refuses a caller whose roles do
// not grant it with upstream's HTTP 200 / code 510 answer, operation by operation from the document's table, and
// lets the callers it names through.
import type { OperationObject } from '@mis/openapi/document-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callRaw, doc, flatTree, loginAs, mockPerFile, resultOf, restrictedUser, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const NO_PERMISSION = { success: false, code: 510, message: '没有权限，请联系管理员授权' };
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Guarded {
  operationId: OperationId;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path with every path parameter filled in. */
  url: string;
  permission: string[];
  secured: boolean;
}

const guarded: Guarded[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = item[method] as OperationObject | undefined;
    if (!op?.['x-permission']) return [];
    const security = op.security ?? doc.security ?? [];
    return [
      {
        operationId: op.operationId as OperationId,
        method: method.toUpperCase() as Guarded['method'],
        url: `/v1${path.replace(/\{[^}]+\}/g, 'x')}`,
        permission: op['x-permission'],
        secured: security.some((requirement) => Object.keys(requirement).length > 0),
      },
    ];
  }),
);

/**
 * The answer's body when it is JSON (an export answers a file), validated against the document by callRaw. A GET
 * asks for one row and no export rows (`selections`): admin's calls then cost little past the check.
 */
async function bodyOf(op: Guarded, token: string): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const url = op.method === 'GET' ? `${op.url}?pageSize=1&selections=none` : op.url;
  const answer = await callRaw(mock.app, op.operationId, { method: op.method, url, token });
  return { status: answer.status, body: answer.contentType.startsWith('application/json') ? (JSON.parse(answer.raw.toString('utf8')) as Record<string, unknown>) : null };
}

const POSITION_BUTTONS = ['add', 'edit', 'delete', 'deleteBatch', 'import', 'export'].map((action) => `system:position:${action}`);
/** What the 职务管理 role's buttons open: nothing else the document guards. */
const POSITION_OPERATIONS = ['sysPositionAdd', 'sysPositionEdit', 'sysPositionDelete', 'sysPositionDeleteBatch', 'sysPositionImportExcel', 'sysPositionExportXls'];

const tokens = { none: '', positions: '' };

beforeAll(async () => {
  tokens.none = await loginAs(mock.app, await restrictedUser(mock.app, mock.token, 'none', []));
  tokens.positions = await loginAs(mock.app, await restrictedUser(mock.app, mock.token, 'positions', ['系统管理', '职务管理', ...POSITION_BUTTONS]));
});

describe('the permission table of the document', () => {
  it('guards the admin screens, monitoring, the online designers and payroll', () => {
    const ids = guarded.map((op) => op.operationId);
    expect(ids.length).toBeGreaterThan(150);
    expect(ids).toEqual(expect.arrayContaining(['sysUserAdd', 'sysRoleEdit', 'sysPermissionSaveRolePermission', 'sysLogList', 'sysOnlineForceLogout', 'actuatorMetrics', 'onlineCgformHeadAdd', 'misPayslipList', 'misPayrollUnlock']));
  });

  it('guards only operations that need a token, and names only menu paths and button codes of the seeded menu', async () => {
    expect(guarded.filter((op) => !op.secured).map((op) => op.operationId)).toEqual([]);
    const nodes = flatTree(resultOf(await call(mock.app, 'sysPermissionList', { url: '/v1/sys/permission/list', token: mock.token })));
    const known = new Set(nodes.flatMap((node) => [node.url, node.perms].filter((value): value is string => Boolean(value))));
    const unknown = guarded.flatMap((op) => op.permission.filter((grant) => !known.has(grant)).map((grant) => `${op.operationId}: ${grant}`));
    expect(unknown).toEqual([]);
  });
});

describe('a user without a role', () => {
  it.each(guarded)('is refused $operationId with code 510 over HTTP 200', async (op) => {
    const { status, body } = await bodyOf(op, tokens.none);
    expect(status).toBe(200);
    expect(body).toMatchObject(NO_PERMISSION);
  });

  it('still reaches what every signed-in user needs: their menu, departments, messages, dictionaries, the workbench and pickers', async () => {
    const everyday: Array<[OperationId, string]> = [
      ['sysPermissionGetUserPermissionByToken', '/v1/sys/permission/getUserPermissionByToken'],
      ['sysUserGetCurrentUserDeparts', '/v1/sys/user/getCurrentUserDeparts'],
      ['sysAnnountCementListByUser', '/v1/sys/annountCement/listByUser'],
      ['sysSysAnnouncementSendGetMyAnnouncementSend', '/v1/sys/sysAnnouncementSend/getMyAnnouncementSend'],
      ['sysDictQueryAllDictItems', '/v1/sys/dict/queryAllDictItems'],
      ['misDashboardGlobalSummary', '/v1/mis/dashboard/globalSummary'],
      ['sysVisitInfo', '/v1/sys/visitInfo'],
      ['sysUserList', '/v1/sys/user/list'],
      ['sysPositionList', '/v1/sys/position/list'],
      ['sysRoleQueryall', '/v1/sys/role/queryall'],
    ];
    for (const [operationId, url] of everyday) {
      const answer = await call(mock.app, operationId, { url, token: tokens.none });
      expect(answer.body, operationId).toMatchObject({ success: true });
    }
  });
});

describe('a user whose role grants only 职务管理 and its buttons', () => {
  it.each(guarded)('is refused $operationId unless it is one of 职务管理\'s', async (op) => {
    const { body } = await bodyOf(op, tokens.positions);
    if (POSITION_OPERATIONS.includes(op.operationId)) expect(body?.code).not.toBe(510);
    else expect(body).toMatchObject(NO_PERMISSION);
  });

  it('a grant or a revocation by 角色授权 applies to the signed-in user at once', async () => {
    const addPost = () => call(mock.app, 'sysPostAdd', { method: 'POST', url: '/v1/sys/post/add', token: tokens.positions, payload: { postCode: 'authz-post', postName: '授权岗位', postRank: '1' } });
    expect((await addPost()).body).toMatchObject(NO_PERMISSION);
    const roleId = resultOf(await call(mock.app, 'sysRoleList', { url: '/v1/sys/role/list?roleCode=role_positions', token: mock.token })).records[0]?.id as string;
    const held = resultOf(await call(mock.app, 'sysPermissionQueryRolePermission', { url: `/v1/sys/permission/queryRolePermission?roleId=${roleId}`, token: mock.token }));
    const nodes = flatTree(resultOf(await call(mock.app, 'sysPermissionList', { url: '/v1/sys/permission/list', token: mock.token })));
    const postAdd = nodes.find((node) => node.perms === 'system:post:add')?.id as string;
    const save = (permissionIds: string[], lastpermissionIds: string[]) =>
      call(mock.app, 'sysPermissionSaveRolePermission', { method: 'POST', url: '/v1/sys/permission/saveRolePermission', token: mock.token, payload: { roleId, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') } });
    expect((await save([...held, postAdd], held)).body.success).toBe(true);
    expect((await addPost()).body.code).not.toBe(510);
    expect((await save(held, [...held, postAdd])).body.success).toBe(true);
    expect((await addPost()).body).toMatchObject(NO_PERMISSION);
  });

  it('a button whose rule is inactive (status 0) restricts nobody, as the client then shows it to everyone', async () => {
    const exportPosts = guarded.find((op) => op.operationId === 'sysPostExportXls') as Guarded;
    expect((await bodyOf(exportPosts, tokens.positions)).body).toMatchObject(NO_PERMISSION);
    const nodes = flatTree(resultOf(await call(mock.app, 'sysPermissionList', { url: '/v1/sys/permission/list', token: mock.token })));
    const button = nodes.find((node) => node.perms === 'system:post:export');
    const edit = (status: '0' | '1') =>
      call(mock.app, 'sysPermissionEdit', { method: 'PUT', url: '/v1/sys/permission/edit', token: mock.token, payload: { id: button?.id, menuType: 2, name: button?.name, status } });
    expect((await edit('0')).body.success).toBe(true);
    expect((await bodyOf(exportPosts, tokens.positions)).body?.code).not.toBe(510);
    expect((await edit('1')).body.success).toBe(true);
    expect((await bodyOf(exportPosts, tokens.positions)).body).toMatchObject(NO_PERMISSION);
  });
});

describe('admin', () => {
  it.each(guarded)('passes the permission check of $operationId (whatever the handler then answers)', async (op) => {
    const { status, body } = await bodyOf(op, mock.token);
    expect(status).toBeLessThan(500);
    expect(body?.code).not.toBe(510);
  });
});
