import { describe, expect, it } from 'vitest';
import { mockPerFile, loginAs, call, resultOf, expect400 } from '../kit';

const mock = mockPerFile({ login: 'admin' });

describe('projects', () => {
  const projects = async (token: string) => resultOf(await call(mock.app, 'sysAuthprojectlist', { url: '/v1/sys/authprojectlist', token }));
  const setProject = (token: string, projectId: string) => call(mock.app, 'sysSetprojectlist', { url: `/v1/sys/setprojectlist?projectId=${projectId}`, token });
  const projectId = (orgCode: string) => mock.app.store.data.departs.find((d) => d.orgCode === orgCode)?.id as string;

  it('A-PROJ-02 lists the projects under the caller\'s departments; admin sees all; code 200', async () => {
    const zhangsan = await loginAs(mock.app, 'zhangsan');
    const answer = await call(mock.app, 'sysAuthprojectlist', { url: '/v1/sys/authprojectlist?_t=1700000000', token: zhangsan });
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const result = resultOf(answer);
    // zhangsan works in A01A03, A01A05 and A02A03: exactly the projects below those departments.
    const projectCodes = mock.app.store.data.departs.filter((d) => d.orgCategory === '4').map((d) => d.orgCode).sort();
    expect(result.map((p) => p.orgCode)).toEqual(projectCodes.filter((code) => ['A01A03', 'A01A05', 'A02A03'].some((mine) => code.startsWith(mine))));
    expect(result).toContainEqual({ id: projectId('A02A03A01'), departName: '政企热线项目', orgCode: 'A02A03A01', orgCategory: '4', parentId: projectId('A02A03'), parentName: '电话商务公司', current: false });
    expect(result.map((p) => p.orgCode)).not.toContain('A01A07A01');
    const all = projectCodes;
    expect((await projects(mock.token)).map((p) => p.orgCode)).toEqual(all);
    expect((await projects(await loginAs(mock.app, 'jeecg'))).map((p) => p.orgCode)).toEqual(projectCodes.filter((code) => code.startsWith('A02A01')));
  });

  it('A-PROJ-03 setprojectlist makes the project current for that user only (code 200 切换项目成功)', async () => {
    const target = projectId('A01A08A01');
    const answer = await setProject(mock.token, target);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '切换项目成功', result: { id: target, orgCode: 'A01A08A01', current: true } });
    const mine = await projects(mock.token);
    expect(mine.filter((p) => p.current).map((p) => p.id)).toEqual([target]);
    const other = await projects(await loginAs(mock.app, 'zhangsan'));
    expect(other.some((p) => p.current)).toBe(false);
    expect((await setProject(mock.token, projectId('A01A07A02'))).body.success).toBe(true);
    expect((await projects(mock.token)).filter((p) => p.current).map((p) => p.orgCode)).toEqual(['A01A07A02']);
  });

  it('refuses a project outside the caller\'s projects and an id that is not a project', async () => {
    const zhangsan = await loginAs(mock.app, 'zhangsan');
    expect((await setProject(zhangsan, projectId('A01A07A01'))).body).toMatchObject({ success: false, code: 500, message: '您没有该项目的权限，无法切换' });
    expect((await setProject(zhangsan, projectId('A02A03'))).body).toMatchObject({ success: false, message: '项目不存在' });
    expect((await projects(zhangsan)).some((p) => p.current)).toBe(false);
  });

  it('a missing projectId or a bad _t answers 400 naming it', async () => {
    expect400(await call(mock.app, 'sysSetprojectlist', { url: '/v1/sys/setprojectlist', token: mock.token }), '参数错误：query.projectId 不能为空');
    const stamp = await call(mock.app, 'sysAuthprojectlist', { url: '/v1/sys/authprojectlist?_t=soon', token: mock.token });
    expect(stamp.status).toBe(400);
    expect(stamp.body.message).toContain('query._t');
  });
});
