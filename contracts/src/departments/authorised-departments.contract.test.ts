import { describe, expect, it } from 'vitest';
import { departId, userId, mockPerFile, call } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('authorised departments (fork-only)', () => {
  it('A-SYS-41 queryAuthDepartIds answers the departments a user is authorised for', async () => {
    const answer = await call(mock.app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${userId('jeecg', mock.app)}`, token: mock.token });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(answer.body.result).toEqual([departId('A02A01', mock.app), departId('A02A02', mock.app)]);
    const none = await call(mock.app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${userId('staff001', mock.app)}`, token: mock.token });
    expect(none.body.result).toEqual([]);
  });

  it('queryAuthDepartIds refuses an unknown user; without userId 400', async () => {
    const unknown = await call(mock.app, 'systemSysAuthRelationQueryAuthDepartIds', { url: '/v1/system/sysAuthRelation/queryAuthDepartIds?userId=nope', token: mock.token });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到用户信息' });
    const missing = await call(mock.app, 'systemSysAuthRelationQueryAuthDepartIds', { url: '/v1/system/sysAuthRelation/queryAuthDepartIds', token: mock.token });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：query.userId 不能为空');
  });

  it('A-SYS-42 saveSysAuthRelation replaces the user\'s departments; empty clears them', async () => {
    const id = userId('zhangsan', mock.app);
    const departIds = [departId('A01A08', mock.app), departId('A01A08A01', mock.app), departId('A01A08', mock.app)].join(',');
    const save = await call(mock.app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token: mock.token, payload: { userId: id, departIds } });
    expect(save.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    const query = async () => (await call(mock.app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${id}`, token: mock.token })).body.result;
    expect(await query()).toEqual([departId('A01A08', mock.app), departId('A01A08A01', mock.app)]);
    await call(mock.app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token: mock.token, payload: { userId: id, departIds: '' } });
    expect(await query()).toEqual([]);
  });

  it('saveSysAuthRelation refuses an unknown department; without departIds 400', async () => {
    const unknown = await call(mock.app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token: mock.token, payload: { userId: userId('jeecg', mock.app), departIds: 'ghost' } });
    expect(unknown.body).toMatchObject({ success: false, message: '未找到部门信息：ghost' });
    expect(await call(mock.app, 'systemSysAuthRelationQueryAuthDepartIds', { url: `/v1/system/sysAuthRelation/queryAuthDepartIds?userId=${userId('jeecg', mock.app)}`, token: mock.token }).then((a) => a.body.result)).toHaveLength(2);
    const missing = await call(mock.app, 'systemSysAuthRelationSaveSysAuthRelation', { method: 'POST', url: '/v1/system/sysAuthRelation/saveSysAuthRelation', token: mock.token, payload: { userId: userId('jeecg', mock.app) } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('参数错误：body.departIds 不能为空');
  });
});
