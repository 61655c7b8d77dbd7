// @vitest-environment happy-dom
// The client's real API layer builds a request for every operation of the document; each request is checked
// against the document (parameters, headers, body) and then answered by the mock server, which must not refuse it.
import { signedParams, signOf } from '@mis/mock-server/sign';
import { deleteAction, getAction, http, postAction, putAction, uploadAction } from '@/api/http';
import { localCache } from '@/shared/storage/expiring-storage';
import { StorageKey } from '@/shared/storage/storage-keys';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAjv, rewriteRefs } from '@mis/openapi/compile-schemas';
import type { OperationObject, ParameterObject } from '@mis/openapi/document-types';
import { parameterOf, schemaOf, mockPerFile, loginAs, tryLogin, doc } from '../kit';
import { validOf } from '../fuzz/schema-arbitrary';

interface Captured {
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status: number;
}

const ajv = createAjv(doc, { coerceTypes: 'array' });
const bodyAjv = createAjv(doc);

const mock = mockPerFile();
let captured: Captured | null = null;

/** Sends what the client built to the mock (in process) and remembers it. */
const mockAdapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(http.getUri(config), 'http://client.test');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  const isForm = config.data instanceof FormData;
  let payload: string | Buffer | undefined = typeof config.data === 'string' ? config.data : undefined;
  if (isForm) {
    const encoded = new Response(config.data as FormData);
    payload = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
  }
  const response = await mock.app.inject({ method: (config.method ?? 'get').toUpperCase() as 'GET', url: url.pathname + url.search, headers, ...(payload === undefined ? {} : { payload }) });
  captured = {
    method: (config.method ?? 'get').toUpperCase(),
    url: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    headers,
    body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    status: response.statusCode,
  };
  const type = String(response.headers['content-type'] ?? '');
  return { data: type.includes('json') ? response.json() : response.rawPayload, status: response.statusCode, statusText: 'OK', headers: {}, config };
};

beforeAll(() => {
  http.defaults.adapter = mockAdapter;
});
// A fresh session for each operation: logout and force-logout end theirs.
beforeEach(async () => {
  localCache.set(StorageKey.accessToken, await loginAs(mock.app, 'admin'));
});

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter((entry): entry is [string, OperationObject] => entry[1] !== undefined && ['get', 'post', 'put', 'delete'].includes(entry[0]))
    .map(([method, op]) => ({ path, method, op })),
);
const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { numRuns: 1, seed })[0] as T;

describe('requests built by the client API layer', () => {
  it.each(operations.map((entry) => [entry.op.operationId, entry] as const))('%s', async (_name, { path, method, op }) => {
    const parameters = (op.parameters ?? []).map(parameterOf);
    const pick = (where: ParameterObject['in']) =>
      Object.fromEntries(parameters.filter((p) => p.in === where && p.required).map((p) => [p.name, String(sample(validOf(p.schema ?? {}, schemaOf), 7))]));
    const pathParams = pick('path');
    const query = pick('query');
    const jsonSchema = op.requestBody?.content['application/json']?.schema;
    const body = jsonSchema ? sample(validOf(jsonSchema, schemaOf), 11) : undefined;
    const multipart = Boolean(op.requestBody?.content['multipart/form-data']);

    captured = null;
    const request = { path: pathParams, query, ...(body === undefined ? {} : { body }) } as never;
    const call =
      multipart
        ? (() => {
            const form = new FormData();
            form.append('file', new Blob(['client request'], { type: 'text/plain' }), 'client.txt');
            return uploadAction(path.replace(/\{(\w+)\}/g, (_all, name: string) => encodeURIComponent(pathParams[name] ?? '')), form);
          })()
        : method === 'get'
          ? getAction(path as never, request)
          : method === 'post'
            ? postAction(path as never, request)
            : method === 'put'
              ? putAction(path as never, request)
              : deleteAction(path as never, request);
    await call.catch(() => undefined);

    expect(captured, 'the client sent nothing').not.toBeNull();
    const sent = captured as unknown as Captured;
    expect(sent.method).toBe(method.toUpperCase());
    expect(sent.url.startsWith('/v1/')).toBe(true);

    // A-HTTP-03 A-HTTP-04 the token and tenant headers on every request
    expect(sent.headers['x-access-token']).toBeTruthy();
    expect(sent.headers['tenant-id']).toBe('0');
    // A-HTTP-06 A-HTTP-07 `_t` on every GET except dictionary items
    if (method === 'get') expect('_t' in sent.query).toBe(!path.startsWith('/sys/dict/getDictItems'));
    // A-HTTP-09 A-HTTP-10 A-HTTP-12 GET/POST signed (the signature the server computes), PUT/DELETE not
    if ((method === 'get' || method === 'post') && !multipart) {
      expect(sent.headers['x-sign']).toBe(signOf(signedParams(`${sent.url}?${new URLSearchParams(sent.query)}`, sent.method, sent.body)));
      expect(Math.abs(Number(sent.headers['x-timestamp']) - Date.now())).toBeLessThan(60_000);
    } else if (!multipart) {
      expect(sent.headers['x-sign']).toBeUndefined();
    }

    // Every declared parameter the client sent is valid by the document.
    for (const p of parameters) {
      const value = p.in === 'query' ? sent.query[p.name] : p.in === 'header' ? sent.headers[p.name.toLowerCase()] : undefined;
      if (value === undefined) {
        expect(p.required && p.in !== 'path' ? `${p.in}.${p.name} missing` : null).toBeNull();
        continue;
      }
      const validate = ajv.compile(rewriteRefs(p.schema ?? {}));
      expect(validate(value) ? null : `${p.in}.${p.name}: ${ajv.errorsText(validate.errors)}`).toBeNull();
    }
    if (jsonSchema) {
      const validate = bodyAjv.compile(rewriteRefs(jsonSchema));
      expect(validate(sent.body) ? null : bodyAjv.errorsText(validate.errors)).toBeNull();
    }
    // And the mock accepts it: no 400 (the three agree), no 401 (the token header works), no 415 (the content
    // type it labels the body with is one the server reads), no 5xx. (A 404 is a stored file that is not there.)
    expect([400, 401, 415]).not.toContain(sent.status);
    expect(sent.status).toBeLessThan(500);
  });
});

describe('requests of the client features', () => {
  it('B-PWD-09 the change-password request is PUT sys/user/updatePassword with username, oldpassword, password, confirmpassword, and the mock applies it', async () => {
    const { requestUpdatePassword } = await import('@/features/account/api/password-api');
    localCache.set(StorageKey.accessToken, await loginAs(mock.app, 'zhangsan'));
    captured = null;
    const change = { username: 'zhangsan', oldpassword: '123456', password: 'Chang3d!', confirmpassword: 'Chang3d!' };
    await requestUpdatePassword(change);

    const sent = captured as unknown as Captured;
    expect(sent).toMatchObject({ method: 'PUT', url: '/v1/sys/user/updatePassword', body: change, status: 200 });
    const jsonSchema = doc.paths['/sys/user/updatePassword']?.put?.requestBody?.content['application/json']?.schema;
    const validate = bodyAjv.compile(rewriteRefs(jsonSchema ?? {}));
    expect(validate(sent.body) ? null : bodyAjv.errorsText(validate.errors)).toBeNull();
    // Applied: the new password logs in, the old one no longer does.
    await expect(loginAs(mock.app, 'zhangsan', 'Chang3d!')).resolves.toBeTruthy();
    expect((await tryLogin(mock.app, 'zhangsan', '123456')).body).toMatchObject({ success: false });
  });

  it('部门管理 adds users to a department and takes them out with the requests the mock reads (body userIdList, query userIds)', async () => {
    const { addDepartUsers, removeDepartUsers } = await import('@/features/departments/api/depart-mutations');
    localCache.set(StorageKey.accessToken, await loginAs(mock.app, 'admin'));
    const depart = mock.app.store.data.departs.find((d) => d.orgCode === 'A01A04');
    const jeecg = mock.app.store.data.users.find((u) => u.username === 'jeecg');
    if (!depart || !jeecg) throw new Error('seed changed');
    captured = null;
    await addDepartUsers(depart.id, [jeecg.id]);
    expect(captured as unknown as Captured).toMatchObject({ method: 'POST', url: '/v1/sys/user/editSysDepartWithUser', body: { depId: depart.id, userIdList: [jeecg.id] }, status: 200 });
    expect(jeecg.orgCodes).toContain('A01A04');
    await removeDepartUsers(depart.id, [jeecg.id]);
    expect(captured as unknown as Captured).toMatchObject({ method: 'DELETE', url: '/v1/sys/user/deleteUserInDepartBatch', query: { depId: depart.id, userIds: jeecg.id }, status: 200 });
    expect(jeecg.orgCodes).not.toContain('A01A04');
  });

  it('部门角色 adds, edits, grants and batch-deletes a department role with the requests the mock reads', async () => {
    const { addDepartRole, editDepartRole, saveDepartRolePermissions, deleteDepartRoles } = await import('@/features/departments/api/depart-mutations');
    localCache.set(StorageKey.accessToken, await loginAs(mock.app, 'admin'));
    const depart = mock.app.store.data.departs.find((d) => d.orgCode === 'A01A07');
    const granted = mock.app.store.data.departPermissions.filter((link) => link.departId === depart?.id).map((link) => link.permissionId).slice(0, 2);
    if (!depart || granted.length < 2) throw new Error('seed changed');
    captured = null;
    await addDepartRole({ departId: depart.id, roleName: '请求角色', roleCode: 'request_role', description: null });
    expect(captured as unknown as Captured).toMatchObject({ method: 'POST', url: '/v1/sys/sysDepartRole/add', body: { departId: depart.id, roleName: '请求角色', roleCode: 'request_role' }, status: 200 });
    const role = mock.app.store.data.departRoles.find((r) => r.roleCode === 'request_role');
    if (!role) throw new Error('the role was not added');
    await editDepartRole({ id: role.id, departId: depart.id, roleName: '请求角色改', roleCode: 'request_role' });
    expect(captured as unknown as Captured).toMatchObject({ method: 'PUT', url: '/v1/sys/sysDepartRole/edit', status: 200 });
    expect(role.roleName).toBe('请求角色改');
    await saveDepartRolePermissions(role.id, granted, []);
    expect(captured as unknown as Captured).toMatchObject({ method: 'POST', url: '/v1/sys/sysDepartPermission/saveDeptRolePermission', body: { roleId: role.id, permissionIds: granted.join(','), lastpermissionIds: '' }, status: 200 });
    expect(mock.app.store.data.departRolePermissions.filter((link) => link.roleId === role.id).map((link) => link.permissionId).sort()).toEqual([...granted].sort());
    await deleteDepartRoles([role.id]);
    expect(captured as unknown as Captured).toMatchObject({ method: 'DELETE', url: '/v1/sys/sysDepartRole/deleteBatch', query: { ids: `${role.id},` }, status: 200 });
    expect(mock.app.store.data.departRoles.some((r) => r.id === role.id)).toBe(false);
  });
  it('在线表单 adds a main row with its sub-table rows, reads it back, runs a button, reads a tree level and batch-deletes with the requests the mock reads', async () => {
    const { loadOnlineRecord, loadTreeLevel, runButtonAction } = await import('@/features/online/api/online-form-api');
    localCache.set(StorageKey.accessToken, await loginAs(mock.app, 'admin'));
    const formOf = (table: string) => mock.app.store.data.onlineForms.find((form) => form.tableName === table);
    const code = formOf('mis_purchase_apply')?.id as string;
    const ids: string[] = [];
    for (const no of ['CG20261201001', 'CG20261201002']) {
      captured = null;
      const added = await postAction('/online/cgform/api/form/{code}', {
        path: { code },
        body: { apply_no: no, title: '请求测试', apply_date: '2026-12-01', mis_purchase_item: [{ id: 'temp-1', material_name: '耳麦', quantity: '3' }], mis_purchase_contract: [] },
      });
      expect(captured as unknown as Captured).toMatchObject({ method: 'POST', url: `/v1/online/cgform/api/form/${code}`, status: 200 });
      ids.push(added.result as string);
    }
    const record = await loadOnlineRecord(code, ids[0] as string);
    expect(record.mis_purchase_item).toEqual([expect.objectContaining({ material_name: '耳麦', quantity: 3, apply_id: ids[0] })]);
    expect(await runButtonAction(code, 'submit', ids)).toBe('处理完成!');
    expect(captured as unknown as Captured).toMatchObject({ method: 'POST', url: '/v1/online/cgform/api/doButton', body: { formId: code, buttonCode: 'submit', dataId: ids.join(',') }, status: 200 });
    const tree = formOf('mis_material_category');
    const root = tree?.rows.find((row) => row.code === 'IT')?.id as string;
    expect((await loadTreeLevel(tree?.id as string, 'pid', root)).rows.map((row) => row.name)).toEqual(['计算机', '外设', '网络设备']);
    expect(captured as unknown as Captured).toMatchObject({ method: 'GET', query: { pid: root }, status: 200 });
    await deleteAction('/online/cgform/api/form/{code}/{id}', { path: { code, id: ids.join(',') } });
    expect(captured as unknown as Captured).toMatchObject({ method: 'DELETE', status: 200 });
    expect(formOf('mis_purchase_apply')?.rows.some((row) => ids.includes(row.id as string))).toBe(false);
  });
});
