import { describe, expect, it } from 'vitest';
import { call, expect400, expectOk, loginAs, mockPerFile, resultOf, tryLogin } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const JEECG = 'a75d45a015c44384a04449ee80dc3503';
const ZHANGSAN = '3d464b4ea0d2491aab8a7bde74c57e95';

// The seed holds one deleted account (quit01, kept for the login refusals).
const SEEDED_BIN = ['quit01'];

const bin = async (app = mock.app, token = mock.token) => resultOf(await call(app, 'sysUserRecycleBin', { url: '/v1/sys/user/recycleBin', token }));
const listed = async (app: typeof mock.app, token: string, username: string) =>
  resultOf(await call(app, 'sysUserList', { url: `/v1/sys/user/list?username=${username}`, token })).total;

describe('sysUserRecycleBin', () => {
  it('lists the deleted users; a deleted user moves there with its department names in orgCode', async () => {
    expect((await bin()).map((row) => row.username)).toEqual(SEEDED_BIN);
    await mock.fromSeed(async (fresh, admin) => {
      await call(fresh, 'sysUserDelete', { method: 'DELETE', url: `/v1/sys/user/delete?id=${JEECG}`, token: admin });
      const answer = await call(fresh, 'sysUserRecycleBin', { url: '/v1/sys/user/recycleBin', token: admin });
      expect(answer.body).toMatchObject({ success: true, code: 200 });
      const rows = resultOf(answer);
      expect(rows.map((row) => row.username).sort()).toEqual([...SEEDED_BIN, 'jeecg'].sort());
      const jeecg = rows.find((row) => row.id === JEECG);
      // Upstream translates dictionaries on pages only, so these rows carry no _dictText.
      expect(jeecg).toMatchObject({ delFlag: 1, realname: 'jeecg' });
      expect(jeecg).not.toHaveProperty('password');
      const departs = resultOf(await call(fresh, 'sysUserUserDepartList', { url: `/v1/sys/user/userDepartList?userId=${ZHANGSAN}`, token: admin }));
      expect(departs.length).toBeGreaterThan(0);
      await call(fresh, 'sysUserDelete', { method: 'DELETE', url: `/v1/sys/user/delete?id=${ZHANGSAN}`, token: admin });
      const zhangsan = (await bin(fresh, admin)).find((row) => row.id === ZHANGSAN);
      expect(zhangsan?.orgCode).toBe(departs.map((depart) => depart.title).join(','));
    });
  });
});

describe('sysUserPutRecycleBin', () => {
  it('puts the users back: they list again and can sign in', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      await call(fresh, 'sysUserDeleteBatch', { method: 'DELETE', url: `/v1/sys/user/deleteBatch?ids=${JEECG},${ZHANGSAN},`, token: admin });
      expect(await listed(fresh, admin, 'jeecg')).toBe(0);
      expect((await tryLogin(fresh, 'jeecg')).body.success).toBe(false);
      const answer = await call(fresh, 'sysUserPutRecycleBin', { method: 'PUT', url: '/v1/sys/user/putRecycleBin', token: admin, payload: { userIds: `${JEECG},${ZHANGSAN}` } });
      expectOk(answer, '还原成功');
      expect(answer.body.result).toBe('还原成功');
      expect((await bin(fresh, admin)).map((row) => row.username)).toEqual(SEEDED_BIN);
      expect(await listed(fresh, admin, 'jeecg')).toBe(1);
      expect(await loginAs(fresh, 'jeecg')).toBeTruthy();
    });
  });

  it('ignores ids that are not in the bin; without userIds 400', async () => {
    const answer = await call(mock.app, 'sysUserPutRecycleBin', { method: 'PUT', url: '/v1/sys/user/putRecycleBin', token: mock.token, payload: { userIds: 'nobody' } });
    expectOk(answer, '还原成功');
    const missing = await call(mock.app, 'sysUserPutRecycleBin', { method: 'PUT', url: '/v1/sys/user/putRecycleBin', token: mock.token, payload: {} });
    expect400(missing, missing.body.message);
    expect(missing.body.message).toContain('userIds');
  });
});

describe('sysUserDeleteRecycleBin', () => {
  it('deletes users of the bin for good and leaves live users alone', async () => {
    await mock.fromSeed(async (fresh, admin) => {
      await call(fresh, 'sysUserDelete', { method: 'DELETE', url: `/v1/sys/user/delete?id=${JEECG}`, token: admin });
      const answer = await call(fresh, 'sysUserDeleteRecycleBin', { method: 'DELETE', url: `/v1/sys/user/deleteRecycleBin?userIds=${JEECG},${ZHANGSAN}`, token: admin });
      expectOk(answer, '删除成功');
      expect((await bin(fresh, admin)).map((row) => row.username)).toEqual(SEEDED_BIN);
      expect(await listed(fresh, admin, 'zhangsan')).toBe(1);
      const gone = await call(fresh, 'sysUserPutRecycleBin', { method: 'PUT', url: '/v1/sys/user/putRecycleBin', token: admin, payload: { userIds: JEECG } });
      expectOk(gone, '还原成功');
      expect(await listed(fresh, admin, 'jeecg')).toBe(0);
      // The account name is free again.
      const free = await call(fresh, 'sysUserCheckOnlyUser', { url: '/v1/sys/user/checkOnlyUser?username=jeecg', token: admin });
      expect(free.body.success).toBe(true);
    });
  });

  it('answers 400 without userIds', async () => {
    const missing = await call(mock.app, 'sysUserDeleteRecycleBin', { method: 'DELETE', url: '/v1/sys/user/deleteRecycleBin', token: mock.token });
    expect400(missing, missing.body.message);
    expect(missing.body.message).toContain('userIds');
  });
});
