import type { MockApp } from '@mis/mock-server';
import { signedParams, signOf } from '@mis/mock-server/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from './document';
import { call, callRaw, loginAs, startMock, type Answer } from './harness';
import { multipart, readSheet, workbook, XLSX } from './harness-files';

let app: MockApp;
let token: string;
beforeAll(async () => {
  app = await startMock();
  token = await loginAs(app, 'admin');
});
afterAll(() => app.close());

type Node = Schema<'SysDepartTreeModel'>;
type Depart = Schema<'SysDepart'>;
type TreeNode = Schema<'TreeNode'>;
type Page<T> = Omit<Schema<'PageResult'>, 'records'> & { records: T[] };

const get = (operationId: string, url: string, headers?: Record<string, string>) => call(app, operationId, { url, token, ...(headers ? { headers } : {}) });
const send = (operationId: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(app, operationId, { method, url, token, ...(payload === undefined ? {} : { payload }) });
/** Signs a GET as the client does (the server's algorithm is checked against golden vectors elsewhere). */
const signed = (operationId: string, url: string) =>
  call(app, operationId, { url, token, headers: { 'x-sign': signOf(signedParams(url, 'GET', undefined)), 'x-timestamp': String(Date.now()) } });
const expect400 = (answer: Answer, message: string) => {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, code: 400, message });
};
const expectFail = (answer: Answer, message: string, code = 500) => expect(answer.body).toMatchObject({ success: false, code, message });

const departId = (orgCode: string) => {
  const depart = app.store.data.departs.find((d) => d.orgCode === orgCode);
  if (!depart) throw new Error(`no department ${orgCode}`);
  return depart.id;
};
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const find = (nodes: Node[], orgCode: string) => flatten(nodes).find((node) => node.orgCode === orgCode);
const tree = async (operationId: string, url: string) => {
  const answer = await get(operationId, url);
  expect(answer.body).toMatchObject({ success: true, code: 0 });
  return answer.body.result as Node[];
};

describe('department tree', () => {
  it('A-SYS-29 B-DEPTSEL-06 queryTreeList answers the whole organisation as a tree with code 0', async () => {
    const roots = await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList');
    expect(roots.map((r) => r.orgCode)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05']);
    const all = flatten(roots);
    expect(all).toHaveLength(app.store.data.departs.length);
    expect(all.filter((n) => n.orgCategory === '4').length).toBeGreaterThanOrEqual(30);
    for (const node of all) {
      expect(node).toMatchObject({ key: node.id, value: node.id, title: node.departName });
      expect(Object.keys(node)).toEqual(expect.arrayContaining(['id', 'orgCode', 'departName', 'parentId', 'orgCategory']));
      expect(node.isLeaf).toBe(node.children === null);
      for (const child of node.children ?? []) expect(child.parentId).toBe(node.id);
    }
    // the demo codes stay, with the fork's projects below the business units
    const unit = find(roots, 'A01A07') as Node;
    expect(unit.departName).toBe('通信事业部');
    expect(unit.children?.map((c) => c.orgCode)).toEqual(['A01A07A01', 'A01A07A02', 'A01A07A03', 'A01A07A04', 'A01A07A05', 'A01A07A06']);
    expect(unit.children?.every((c) => c.orgCategory === '4' && c.isLeaf)).toBe(true);
    // siblings by departOrder
    const a01 = roots[0] as Node;
    const orders = (a01.children ?? []).map((c) => c.departOrder);
    expect([...orders].sort((x, y) => x - y)).toEqual(orders);
  });

  it('B-DEPTSEL-14 takes containsDisabled, type, timePoint and pid', async () => {
    const all = flatten(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList?containsDisabled=true'));
    expect(all.some((n) => n.orgCode === 'A01A07A05' && n.status === '0')).toBe(true);
    const enabled = flatten(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList?containsDisabled=false'));
    expect(enabled.length).toBeLessThan(all.length);
    expect(enabled.every((n) => n.status === '1')).toBe(true);

    const projects = flatten(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList?type=4'));
    const leaves = projects.filter((n) => n.isLeaf);
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    expect(leaves.every((n) => n.orgCategory === '4' && !n.disabled)).toBe(true);
    // the companies and business units above them only connect the tree and cannot be chosen
    expect(projects.filter((n) => n.orgCategory !== '4').every((n) => n.disabled === true)).toBe(true);
    expect(projects.some((n) => n.orgCategory === '3')).toBe(false);

    const early = await tree('sysSysDepartQueryTreeList', `/v1/sys/sysDepart/queryTreeList?timePoint=2019-07-31`);
    expect(flatten(early).map((n) => n.orgCode).sort()).toEqual(['A01', 'A01A01', 'A01A02', 'A01A02A01', 'A01A02A02', 'A01A03', 'A01A04']);

    const below = await tree('sysSysDepartQueryTreeList', `/v1/sys/sysDepart/queryTreeList?pid=${departId('A03')}`);
    expect(below.map((n) => n.orgCode)).toEqual(['A03A01', 'A03A02', 'A03A03']);
    expect(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList?pid=unknown')).toEqual([]);

    const echoed = await tree('sysSysDepartQueryTreeList', `/v1/sys/sysDepart/queryTreeList?ids=${departId('A01A07A01')},${departId('A01A07')}`);
    expect(echoed.map((n) => [n.orgCode, n.isLeaf, n.children])).toEqual([
      ['A01A07', false, null],
      ['A01A07A01', true, null],
    ]);
  });

  it('refuses a malformed timePoint or type with 400 naming the parameter', async () => {
    expect400(await get('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList?timePoint=2024%2F01%2F01'), '参数错误：query.timePoint 格式不正确');
    expect400(await get('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList?type=5'), '参数错误：query.type 格式不正确');
  });

  it('A-SYS-30 queryTreeListNoProject leaves the projects out; business units become leaves', async () => {
    const nodes = flatten(await tree('sysSysDepartQueryTreeListNoProject', '/v1/sys/sysDepart/queryTreeListNoProject'));
    expect(nodes.length).toBe(app.store.data.departs.filter((d) => d.orgCategory !== '4').length);
    expect(nodes.some((n) => n.orgCategory === '4')).toBe(false);
    expect(nodes.find((n) => n.orgCode === 'A01A07')).toMatchObject({ isLeaf: true, children: null });
    expect(nodes.find((n) => n.orgCode === 'A01A02')).toMatchObject({ isLeaf: false });
  });

  it('queryTreeListNoProject refuses containsDisabled that is not a boolean', async () => {
    expect400(await get('sysSysDepartQueryTreeListNoProject', '/v1/sys/sysDepart/queryTreeListNoProject?containsDisabled=maybe'), '参数错误：query.containsDisabled 类型应为 boolean');
  });

  it('A-SYS-31 queryDepartTreeSync loads one level at a time with isLeaf', async () => {
    const top = await tree('sysSysDepartQueryDepartTreeSync', '/v1/sys/sysDepart/queryDepartTreeSync');
    expect(top.map((n) => [n.orgCode, n.isLeaf, n.children])).toEqual([
      ['A01', false, null],
      ['A02', false, null],
      ['A03', false, null],
      ['A04', false, null],
      ['A05', false, null],
    ]);
    const level = await tree('sysSysDepartQueryDepartTreeSync', `/v1/sys/sysDepart/queryDepartTreeSync?pid=${departId('A02A03')}`);
    expect(level.map((n) => n.departName)).toEqual(['政企热线项目', '电信10000号外呼项目', '移动积分商城客服项目']);
    expect(level.every((n) => n.isLeaf)).toBe(true);
    const byCode = await tree('sysSysDepartQueryDepartTreeSync', `/v1/sys/sysDepart/queryDepartTreeSync?pid=${departId('A05')}&primaryKey=orgCode`);
    expect(byCode.map((n) => [n.key, n.value])).toEqual([
      ['A05A01', 'A05A01'],
      ['A05A02', 'A05A02'],
    ]);
    const echoed = await tree('sysSysDepartQueryDepartTreeSync', `/v1/sys/sysDepart/queryDepartTreeSync?ids=${departId('A04A02A01')}`);
    expect(echoed.map((n) => n.departName)).toEqual(['广东联通装维项目']);
  });

  it('queryDepartTreeSync refuses an unknown primaryKey', async () => {
    expect400(await get('sysSysDepartQueryDepartTreeSync', '/v1/sys/sysDepart/queryDepartTreeSync?primaryKey=name'), '参数错误：query.primaryKey 取值应为 id/orgCode 之一');
  });

  it('A-SYS-32 queryIdTree answers {key, value, title, children} for every department', async () => {
    const answer = await get('sysSysDepartQueryIdTree', '/v1/sys/sysDepart/queryIdTree');
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const nodes = answer.body.result as Array<Schema<'DepartIdModel'>>;
    const walk = (list: Array<Schema<'DepartIdModel'>>): Array<Schema<'DepartIdModel'>> => list.flatMap((n) => [n, ...walk(n.children)]);
    expect(walk(nodes)).toHaveLength(app.store.data.departs.length);
    expect(nodes[0]).toMatchObject({ key: departId('A01'), value: departId('A01'), title: '北京国炬软件' });
    expect(Object.keys(nodes[0] as object).sort()).toEqual(['children', 'key', 'title', 'value']);
    expect(walk(nodes).find((n) => n.key === departId('A01A07A01'))?.children).toEqual([]);
  });

  it('queryIdTree refuses a tenant-id that is not a number', async () => {
    expect400(await get('sysSysDepartQueryIdTree', '/v1/sys/sysDepart/queryIdTree', { 'tenant-id': 'abc' }), '参数错误：header.tenant-id 格式不正确');
  });

  it('A-SYS-33 getById answers the department with code 200; unknown id → 未找到对应实体', async () => {
    const answer = await get('sysSysDepartGetById', `/v1/sys/sysDepart/getById?id=${departId('A03A02A02')}`);
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    expect(answer.body.result).toMatchObject({ departName: '浦发银行远程银行项目', orgCategory: '4', orgType: '2', orgCode: 'A03A02A02', parentId: departId('A03A02'), status: '1', delFlag: '0' });
    const depart = answer.body.result as Depart;
    expect(depart.mobile).toMatch(/^1[34578]\d{9}$/);
    expect(depart.address).toContain('上海市');
    expectFail(await get('sysSysDepartGetById', '/v1/sys/sysDepart/getById?id=nope'), '未找到对应实体');
  });

  it('getById without id answers 400', async () => {
    expect400(await get('sysSysDepartGetById', '/v1/sys/sysDepart/getById'), '参数错误：query.id 不能为空');
  });

  it('A-SYS-34 listBizUnit answers the business units that own projects', async () => {
    const answer = await get('sysSysDepartListBizUnit', '/v1/sys/sysDepart/listBizUnit');
    expect(answer.body).toMatchObject({ success: true, code: 200 });
    const units = answer.body.result as Depart[];
    expect(units.map((u) => u.orgCode)).toEqual(['A01A07', 'A01A08', 'A01A09', 'A01A10', 'A02A03', 'A03A02', 'A03A03', 'A04A02', 'A05A01', 'A05A02']);
    for (const unit of units) {
      expect(unit.orgCategory).toBe('2');
      expect(app.store.data.departs.some((d) => d.parentId === unit.id && d.orgCategory === '4')).toBe(true);
    }
  });

  it('listBizUnit refuses containsDisabled that is not a boolean', async () => {
    expect400(await get('sysSysDepartListBizUnit', '/v1/sys/sysDepart/listBizUnit?containsDisabled=2'), '参数错误：query.containsDisabled 类型应为 boolean');
  });

  it('A-SYS-35 searchBy finds departments by name; nothing found → success false, code 0, 未查询匹配数据！', async () => {
    const answer = await get('sysSysDepartSearchBy', `/v1/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('客服')}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const found = answer.body.result as Node[];
    expect(found.map((n) => n.orgCode)).toEqual(['A01A07A01', 'A01A08A03', 'A01A10A01', 'A02A03A03', 'A03A02A01', 'A04A02A02', 'A04A02A04']);
    expect(found.every((n) => n.departName.includes('客服') && n.children === null && n.isLeaf)).toBe(true);
    expectFail(await get('sysSysDepartSearchBy', `/v1/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('不存在的部门')}`), '未查询匹配数据！', 0);
  });

  it('searchBy without keyWord answers 400', async () => {
    expect400(await get('sysSysDepartSearchBy', '/v1/sys/sysDepart/searchBy'), '参数错误：query.keyWord 不能为空');
  });

  it('A-SYS-28 getParentIdByOrgCode answers the parent id ("" at the top)', async () => {
    const project = await get('sysSysDepartGetParentIdByOrgCode', '/v1/sys/sysDepart/getParentIdByOrgCode?orgCode=A01A08A03');
    expect(project.body).toMatchObject({ success: true, code: 200, result: departId('A01A08') });
    expect((await get('sysSysDepartGetParentIdByOrgCode', '/v1/sys/sysDepart/getParentIdByOrgCode?orgCode=A04')).body.result).toBe('');
    expectFail(await get('sysSysDepartGetParentIdByOrgCode', '/v1/sys/sysDepart/getParentIdByOrgCode?orgCode=A09A01'), '未找到对应实体');
  });

  it('getParentIdByOrgCode refuses a malformed orgCode', async () => {
    expect400(await get('sysSysDepartGetParentIdByOrgCode', '/v1/sys/sysDepart/getParentIdByOrgCode?orgCode=a01'), '参数错误：query.orgCode 格式不正确');
  });
});

describe('my departments and authorised subjects', () => {
  it('A-SYS-37 queryMyDeptTreeList: an ordinary member gets message 1 and no tree', async () => {
    const answer = await get('sysSysDepartQueryMyDeptTreeList', '/v1/sys/sysDepart/queryMyDeptTreeList');
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '1', result: null });
  });

  it('A-SYS-37 queryMyDeptTreeList: a superior gets their departments with the subtrees', async () => {
    const zhangsan = app.store.userByName('zhangsan');
    const edit = await send('sysUserEdit', 'PUT', '/v1/sys/user/edit', { id: zhangsan?.id, username: 'zhangsan', realname: '张三', userIdentity: 2 });
    expect(edit.body.success).toBe(true);
    const own = await loginAs(app, 'zhangsan');
    const answer = await call(app, 'sysSysDepartQueryMyDeptTreeList', { url: '/v1/sys/sysDepart/queryMyDeptTreeList', token: own });
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '2' });
    const roots = answer.body.result as Node[];
    expect(roots.map((r) => r.orgCode)).toEqual(['A01A03', 'A01A05', 'A02A03']);
    expect(roots[1]?.children?.map((c) => c.departName)).toEqual(['研发经理']);
    expect(roots[2]?.children).toHaveLength(3);

    // myDeptSearch=1 keeps a superior's search inside their departments
    const search = await call(app, 'sysSysDepartSearchBy', { url: `/v1/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('项目')}&myDeptSearch=1`, token: own });
    expect((search.body.result as Node[]).map((n) => n.orgCode)).toEqual(['A02A03A01', 'A02A03A02', 'A02A03A03']);
  });

  it('queryMyDeptTreeList without a token answers 401', async () => {
    const answer = await call(app, 'sysSysDepartQueryMyDeptTreeList', { url: '/v1/sys/sysDepart/queryMyDeptTreeList' });
    expect(answer.status).toBe(401);
  });

  it('B-DEPTSEL-13 queryDeptTreeListByID answers the listed departments with their subtrees', async () => {
    const roots = await tree('sysSysDepartQueryDeptTreeListByID', `/v1/sys/sysDepart/queryDeptTreeListByID?departIds=${departId('A03A02')},${departId('A03A02A01')},${departId('A05')},unknown`);
    expect(roots.map((r) => r.orgCode)).toEqual(['A03A02', 'A05']);
    expect(roots[0]?.children?.map((c) => c.orgCode)).toEqual(['A03A02A01', 'A03A02A02', 'A03A02A03', 'A03A02A04']);
    expect(flatten([roots[1] as Node]).map((n) => n.orgCode)).toEqual(['A05', 'A05A01', 'A05A01A01', 'A05A01A02', 'A05A01A03', 'A05A02', 'A05A02A01', 'A05A02A02']);
  });

  it('queryDeptTreeListByID without departIds answers 400', async () => {
    expect400(await get('sysSysDepartQueryDeptTreeListByID', '/v1/sys/sysDepart/queryDeptTreeListByID'), '参数错误：query.departIds 不能为空');
  });

  it('A-SYS-27 queryAuthSubjectTreeList: the whole tree for admin, the own subtree for others', async () => {
    const all = await tree('sysSysDepartQueryAuthSubjectTreeList', '/v1/sys/sysDepart/queryAuthSubjectTreeList');
    expect(flatten(all)).toHaveLength(app.store.data.departs.length);
    const jeecg = await loginAs(app, 'jeecg');
    const answer = await call(app, 'sysSysDepartQueryAuthSubjectTreeList', { url: '/v1/sys/sysDepart/queryAuthSubjectTreeList', token: jeecg });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect((answer.body.result as Node[]).map((n) => [n.orgCode, n.departName])).toEqual([['A02A01', '财务部']]);
  });

  it('queryAuthSubjectTreeList refuses a tenant-id that is not a number', async () => {
    expect400(await get('sysSysDepartQueryAuthSubjectTreeList', '/v1/sys/sysDepart/queryAuthSubjectTreeList', { 'tenant-id': '1a' }), '参数错误：header.tenant-id 格式不正确');
  });
});

describe('department maintenance', () => {
  it('A-SYS-36 adds, edits and deletes a department; the tree sees each change', async () => {
    const add = await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', {
      parentId: departId('A03A02'),
      departName: '南京12345热线项目',
      orgCategory: '4',
      mobile: '13951234567',
      address: '南京市建邺区江东中路268号',
      memo: '客户：南京市政务服务中心',
    });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！', result: null });
    const created = find(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList'), 'A03A02A05') as Node;
    expect(created).toMatchObject({ departName: '南京12345热线项目', orgCategory: '4', orgType: '2', parentId: departId('A03A02'), departOrder: 4, status: '1', createBy: 'admin', isLeaf: true });

    const edit = await send('sysSysDepartEdit', 'PUT', '/v1/sys/sysDepart/edit', { id: created.id, departName: '南京12345政务热线项目', departNameAbbr: '南京热线', status: '0', orgCode: 'A09' });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    const byId = (await get('sysSysDepartGetById', `/v1/sys/sysDepart/getById?id=${created.id}`)).body.result as Depart;
    expect(byId).toMatchObject({ departName: '南京12345政务热线项目', departNameAbbr: '南京热线', status: '0', orgCode: 'A03A02A05', updateBy: 'admin' });

    const removed = await send('sysSysDepartDelete', 'DELETE', `/v1/sys/sysDepart/delete?id=${created.id}`);
    expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(find(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList'), 'A03A02A05')).toBeUndefined();
  });

  it('a new company is a top-level node with the next code; a project takes no children', async () => {
    const add = await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { departName: '杭州国炬人才服务有限公司', orgCategory: '1' });
    expect(add.body.success).toBe(true);
    expect(app.store.departByCode('A06')).toMatchObject({ departName: '杭州国炬人才服务有限公司', orgType: '1', parentId: '' });
    const child = await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { parentId: departId('A06'), departName: '综合部' });
    expect(child.body.success).toBe(true);
    expect(app.store.departByCode('A06A01')).toMatchObject({ departName: '综合部', orgCategory: '2', orgType: '2' });
    expectFail(await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { parentId: departId('A01A07A01'), departName: '班组' }), '项目下不能添加下级部门');
    expectFail(await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { parentId: 'nope', departName: '班组' }), '上级部门不存在');
  });

  it('add without departName and with an unknown category answer 400 naming the field', async () => {
    expect400(await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { orgCategory: '2' }), '参数错误：body.departName 不能为空');
    expect400(await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { departName: '某部', orgCategory: '5' }), '参数错误：body.orgCategory 取值应为 1/2/3/4 之一');
  });

  it('edit of an unknown id answers 未找到对应实体; a too long name answers 400', async () => {
    expectFail(await send('sysSysDepartEdit', 'PUT', '/v1/sys/sysDepart/edit', { id: 'nope', departName: '某部' }), '未找到对应实体');
    expect400(await send('sysSysDepartEdit', 'PUT', '/v1/sys/sysDepart/edit', { id: departId('A01A01'), departName: '部'.repeat(101) }), '参数错误：body.departName 长度不能超过 100 个字符');
  });

  it('delete takes the subtree and the users\' memberships with it', async () => {
    const frozen = app.store.userByName('frozen01');
    const before = (await get('sysUserQueryById', `/v1/sys/user/queryById?id=${frozen?.id}`)).body.result as Schema<'SysUser'>;
    expect(before.departIds).toBe(departId('A01A04'));
    const answer = await send('sysSysDepartDelete', 'DELETE', `/v1/sys/sysDepart/delete?id=${departId('A04A03')}`);
    expect(answer.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(app.store.data.departs.filter((d) => d.orgCode.startsWith('A04A03'))).toEqual([]);
    await send('sysSysDepartDelete', 'DELETE', `/v1/sys/sysDepart/delete?id=${departId('A01A04')}`);
    const after = (await get('sysUserQueryById', `/v1/sys/user/queryById?id=${frozen?.id}`)).body.result as Schema<'SysUser'>;
    expect(after).toMatchObject({ departIds: '', orgCode: '' });
  });

  it('delete of an unknown id answers 未找到对应实体; without id 400', async () => {
    expectFail(await send('sysSysDepartDelete', 'DELETE', '/v1/sys/sysDepart/delete?id=nope'), '未找到对应实体');
    expect400(await send('sysSysDepartDelete', 'DELETE', '/v1/sys/sysDepart/delete'), '参数错误：query.id 不能为空');
  });

  it('deleteBatch removes the listed departments with their subtrees', async () => {
    const ids = `${departId('A05A01')},${departId('A05A02A02')},`;
    const answer = await send('sysSysDepartDeleteBatch', 'DELETE', `/v1/sys/sysDepart/deleteBatch?ids=${ids}`);
    expect(answer.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    const left = flatten(await tree('sysSysDepartQueryTreeList', `/v1/sys/sysDepart/queryTreeList?pid=${departId('A05')}`)).map((n) => n.orgCode);
    expect(left).toEqual(['A05A02', 'A05A02A01']);
  });

  it('deleteBatch of only commas answers 参数不识别！; without ids 400', async () => {
    expectFail(await send('sysSysDepartDeleteBatch', 'DELETE', '/v1/sys/sysDepart/deleteBatch?ids=,,'), '参数不识别！');
    expect400(await send('sysSysDepartDeleteBatch', 'DELETE', '/v1/sys/sysDepart/deleteBatch'), '参数错误：query.ids 不能为空');
  });
});

describe('department Excel', () => {
  it('exports the filtered departments by orgCode with dictionary texts', async () => {
    const file = await callRaw(app, 'sysSysDepartExportXls', { url: '/v1/sys/sysDepart/exportXls?orgCategory=4&orgCode=A01A08*', token });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe(XLSX);
    const rows = await readSheet(file.raw);
    expect(rows[0]?.[0]).toBe('部门列表');
    expect(rows[2]).toEqual(['部门名称', '部门简称', '机构编码', '机构类别', '排序', '手机号', '传真', '地址', '备注', '状态']);
    const data = rows.slice(3);
    expect(data.map((r) => r[2])).toEqual(['A01A08A01', 'A01A08A02', 'A01A08A03', 'A01A08A04', 'A01A08A05']);
    expect(data.every((r) => r[3] === '项目')).toBe(true);
    expect(data.find((r) => r[2] === 'A01A08A05')?.[9]).toBe('不启用');

    const only = await callRaw(app, 'sysSysDepartExportXls', { url: `/v1/sys/sysDepart/exportXls?selections=${departId('A02')}`, token });
    expect((await readSheet(only.raw)).slice(3).map((r) => r[0])).toEqual(['北京卓尔互动']);
  });

  it('export with an unknown sort column answers the envelope', async () => {
    const answer = await callRaw(app, 'sysSysDepartExportXls', { url: '/v1/sys/sysDepart/exportXls?column=salary&order=asc', token });
    expect(answer.contentType).toContain('application/json');
    expect(JSON.parse(answer.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
  });

  it('imports parents before children and reports bad rows with code 201', async () => {
    const header = ['部门名称', '部门简称', '机构编码', '机构类别', '排序', '手机号', '传真', '地址', '备注', '状态'];
    const file = await workbook([
      header,
      ['南京交付组', '南京', 'A03A02A06A01', '部门', '', '', '', '', '', '启用'],
      ['南京交付中心', '', 'A03A02A06', '2', '5', '13951230000', '', '南京市建邺区', '', ''],
      ['', '', 'A03A09', '部门', '', '', '', '', '', ''],
      ['重复编码', '', 'A01', '公司', '', '', '', '', '', ''],
      ['孤儿', '', 'A08A01', '部门', '', '', '', '', '', ''],
    ]);
    const form = multipart({}, { name: '部门.xlsx', type: XLSX, content: file });
    const answer = await call(app, 'sysSysDepartImportExcel', { method: 'POST', url: '/v1/sys/sysDepart/importExcel', token, headers: form.headers, payload: form.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(answer.body.result).toMatchObject({ totalCount: 5, successCount: 2, errorCount: 3 });
    expect(app.store.departByCode('A03A02A06')).toMatchObject({ departName: '南京交付中心', orgCategory: '2', departOrder: 5, parentId: departId('A03A02') });
    expect(app.store.departByCode('A03A02A06A01')).toMatchObject({ departName: '南京交付组', parentId: departId('A03A02A06') });
    const report = await callRaw(app, 'sysCommonStatic', { url: `/v1${(answer.body.result as Schema<'ImportResult'>).fileUrl}`, token });
    const reasons = (await readSheet(report.raw)).slice(3).map((r) => r.at(-1));
    expect(reasons).toEqual(['部门名称不能为空', '部门编码已经存在，忽略导入。', '上级部门不存在：A08']);
  });

  it('an exported sheet re-imports; a file that is not Excel answers 500 with the reason', async () => {
    const exported = await callRaw(app, 'sysSysDepartExportXls', { url: '/v1/sys/sysDepart/exportXls?orgCode=A02A03*', token });
    const again = multipart({}, { name: 'back.xlsx', type: XLSX, content: exported.raw });
    const answer = await call(app, 'sysSysDepartImportExcel', { method: 'POST', url: '/v1/sys/sysDepart/importExcel', token, headers: again.headers, payload: again.payload });
    expect(answer.body).toMatchObject({ code: 201, result: { totalCount: 4, errorCount: 4 } });
    const text = multipart({}, { name: 'x.txt', type: 'text/plain', content: Buffer.from('not excel') });
    const bad = await call(app, 'sysSysDepartImportExcel', { method: 'POST', url: '/v1/sys/sysDepart/importExcel', token, headers: text.headers, payload: text.payload });
    expectFail(bad, '文件导入失败:文件不是有效的Excel(.xlsx)文件');
  });
});

describe('positions', () => {
  const list = async (query = '') => {
    const answer = await get('sysPositionList', `/v1/sys/position/list${query}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    return answer.body.result as Page<Schema<'SysPosition'>>;
  };

  it('A-SYS-48 B-PICK-16 lists positions by name with rank and rank_dictText', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.records.map((p) => p.name)).toEqual(expect.arrayContaining(['项目经理', '客服专员', '装维工程师', '招聘专员']));
    const page = await list(`?name=${encodeURIComponent('*客服*')}&column=rank&order=asc`);
    expect(page.records.map((p) => [p.code, p.name, p.rank, p.rank_dictText])).toEqual([
      ['cs_agent', '客服专员', '1', '员级'],
      ['cs_senior', '高级客服专员', '2', '助级'],
    ]);
    // default sort createTime desc
    const times = all.records.map((p) => p.createTime as string);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('list refuses a pageSize that is not a number and an unknown sort column', async () => {
    expect400(await get('sysPositionList', '/v1/sys/position/list?pageSize=ten'), '参数错误：query.pageSize 类型应为 integer');
    expectFail(await get('sysPositionList', '/v1/sys/position/list?column=salary&order=asc'), '请注意，将要排序的列字段不存在：salary');
  });

  it('adds, reads, edits and deletes a position', async () => {
    const add = await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: 'forklift_driver', name: '叉车司机', rank: '1' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const [created] = (await list('?code=forklift_driver')).records;
    expect(created).toMatchObject({ name: '叉车司机', rank_dictText: '员级', sysOrgCode: 'A01', createBy: 'admin' });

    expectFail(await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: 'forklift_driver', name: '叉车工' }), '职务编码已存在');

    const edit = await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: created?.id, code: 'forklift_driver', name: '仓储叉车司机', rank: '2' });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    const byId = await get('sysPositionQueryById', `/v1/sys/position/queryById?id=${created?.id}`);
    expect(byId.body).toMatchObject({ success: true, code: 0, result: { name: '仓储叉车司机', rank: '2', rank_dictText: '助级', updateBy: 'admin' } });

    const removed = await send('sysPositionDelete', 'DELETE', `/v1/sys/position/delete?id=${created?.id}`);
    expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!', result: '删除成功!' });
    expect((await list('?code=forklift_driver')).total).toBe(0);
  });

  it('add with a malformed code or without name answers 400 naming the field', async () => {
    expect400(await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: '叉车 司机', name: '叉车司机' }), '参数错误：body.code 格式不正确');
    expect400(await send('sysPositionAdd', 'POST', '/v1/sys/position/add', { code: 'driver' }), '参数错误：body.name 不能为空');
  });

  it('edit refuses an unknown id, another position\'s code and an unknown rank', async () => {
    const cs = app.store.data.positions.find((p) => p.code === 'cs_agent');
    expectFail(await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: 'nope', code: 'x1', name: 'x' }), '未找到对应实体');
    expectFail(await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: cs?.id, code: 'recruiter', name: '客服专员' }), '职务编码已存在');
    expect400(await send('sysPositionEdit', 'PUT', '/v1/sys/position/edit', { id: cs?.id, code: 'cs_agent', name: '客服专员', rank: '9' }), '参数错误：body.rank 取值应为 1/2/3/4/5/null 之一');
  });

  it('queryById of an unknown id answers 未找到对应实体; without id 400', async () => {
    expectFail(await get('sysPositionQueryById', '/v1/sys/position/queryById?id=nope'), '未找到对应实体');
    expect400(await get('sysPositionQueryById', '/v1/sys/position/queryById'), '参数错误：query.id 不能为空');
  });

  it('delete without id answers 400', async () => {
    expect400(await send('sysPositionDelete', 'DELETE', '/v1/sys/position/delete'), '参数错误：query.id 不能为空');
  });

  it('deleteBatch removes the listed positions; only commas → 参数不识别！', async () => {
    const ids = app.store.data.positions.filter((p) => ['content_moderator', 'cashier'].includes(p.code)).map((p) => p.id);
    const answer = await send('sysPositionDeleteBatch', 'DELETE', `/v1/sys/position/deleteBatch?ids=${ids.join(',')},`);
    expect(answer.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await list('?code=content_moderator,cashier')).total).toBe(0);
    expectFail(await send('sysPositionDeleteBatch', 'DELETE', '/v1/sys/position/deleteBatch?ids=,'), '参数不识别！');
    expect400(await send('sysPositionDeleteBatch', 'DELETE', '/v1/sys/position/deleteBatch'), '参数错误：query.ids 不能为空');
  });

  it('exports positions (all or the selections) and imports them back with row errors', async () => {
    const file = await callRaw(app, 'sysPositionExportXls', { url: `/v1/sys/position/exportXls?name=${encodeURIComponent('*工程师*')}&column=code&order=asc`, token });
    const rows = await readSheet(file.raw);
    expect(rows[2]).toEqual(['职务编码', '职务名称', '职级']);
    expect(rows.slice(3)).toEqual([
      ['inspection_engineer', '基站巡检工程师', '助级'],
      ['install_engineer', '装维工程师', '助级'],
      ['senior_install_engineer', '高级装维工程师', '中级'],
    ]);
    const sheet = await workbook([
      ['职务编码', '职务名称', '职级'],
      ['warehouse_keeper', '仓管员', '员级'],
      ['security_guard', '安保员', '1'],
      ['cs_agent', '客服专员', '员级'],
      ['chef', '厨师', '特级'],
      ['', '无编码', ''],
    ]);
    const form = multipart({}, { name: '职务.xlsx', type: XLSX, content: sheet });
    const answer = await call(app, 'sysPositionImportExcel', { method: 'POST', url: '/v1/sys/position/importExcel', token, headers: form.headers, payload: form.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 5, successCount: 2, errorCount: 3 } });
    expect((await list('?code=warehouse_keeper,security_guard&column=code&order=asc')).records.map((p) => p.rank_dictText)).toEqual(['员级', '员级']);
  });

  it('export with a bad sort answers the envelope; an import with no file answers the reason', async () => {
    const exported = await callRaw(app, 'sysPositionExportXls', { url: '/v1/sys/position/exportXls?column=salary', token });
    expect(JSON.parse(exported.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：salary' });
    const empty = multipart({ note: 'x' });
    const answer = await call(app, 'sysPositionImportExcel', { method: 'POST', url: '/v1/sys/position/importExcel', token, headers: empty.headers, payload: empty.payload });
    expectFail(answer, '参数错误：body.file 不能为空（请上传Excel文件）');
  });
});

describe('dictionary maintenance', () => {
  const dictOf = (code: string) => app.store.data.dicts.find((d) => d.dictCode === code);
  const items = async (code: string) => (await signed('sysDictGetDictItems', `/v1/sys/dict/getDictItems/${code}`)).body.result as Array<Schema<'DictItem'>>;
  const all = async () => (await get('sysDictQueryAllDictItems', '/v1/sys/dict/queryAllDictItems')).body.result as Record<string, Array<Schema<'DictItem'>>>;

  it('lists dictionaries with code 0, filtered by code and name', async () => {
    const answer = await get('sysDictList', '/v1/sys/dict/list?dictCode=sex');
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect((answer.body.result as Page<Schema<'SysDict'>>).records).toEqual([expect.objectContaining({ dictCode: 'sex', dictName: '性别', type: 1, delFlag: 0 })]);
    const byName = (await get('sysDictList', `/v1/sys/dict/list?dictName=${encodeURIComponent('*状态*')}&pageSize=50`)).body.result as Page<Schema<'SysDict'>>;
    expect(byName.records.map((d) => d.dictCode)).toEqual(expect.arrayContaining(['user_status', 'depart_status', 'valid_status']));
    expect(byName.records.every((d) => d.dictName.includes('状态'))).toBe(true);
  });

  it('list refuses pageNo 0', async () => {
    expect400(await get('sysDictList', '/v1/sys/dict/list?pageNo=0'), '参数错误：query.pageNo 不能小于 1');
  });

  it('A-DICT-01 A-DICT-03 a new dictionary and its items show in getDictItems and queryAllDictItems at once', async () => {
    const add = await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '社保缴纳地', dictCode: 'social_city', description: '员工社保缴纳城市' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    const dict = dictOf('social_city');
    expect(dict).toMatchObject({ dictName: '社保缴纳地', createBy: 'admin' });
    for (const [itemValue, itemText, sortOrder] of [['bj', '北京', 1], ['sh', '上海', 2], ['gz', '广州', 3]] as const) {
      const item = await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: dict?.id, itemValue, itemText, sortOrder, status: 1 });
      expect(item.body).toMatchObject({ success: true, code: 200, message: '保存成功！' });
    }
    expect((await items('social_city')).map((i) => [i.value, i.text])).toEqual([['bj', '北京'], ['sh', '上海'], ['gz', '广州']]);
    expect((await all()).social_city?.map((i) => i.text)).toEqual(['北京', '上海', '广州']);
  });

  it('add refuses a code in use and a malformed code', async () => {
    expectFail(await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '性别2', dictCode: 'sex' }), '操作失败，字典编码已存在');
    expect400(await send('sysDictAdd', 'POST', '/v1/sys/dict/add', { dictName: '坏编码', dictCode: '1abc' }), '参数错误：body.dictCode 格式不正确');
  });

  it('dictItem add refuses a duplicate value, an unknown dictionary and a missing value', async () => {
    const sex = dictOf('sex');
    expectFail(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: sex?.id, itemValue: '1', itemText: '男士' }), '该值不可用，系统中已存在！');
    expectFail(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: 'nope', itemValue: '9', itemText: '未知' }), '操作失败，字典不存在');
    expect400(await send('sysDictItemAdd', 'POST', '/v1/sys/dictItem/add', { dictId: sex?.id, itemText: '未知' }), '参数错误：body.itemValue 不能为空');
  });

  it('A-DICT-04 an item edit shows in the lookups and in list _dictText companions at once', async () => {
    const rank = dictOf('position_rank');
    const item = rank?.items.find((i) => i.itemValue === '1');
    const edit = await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: item?.id, dictId: rank?.id, itemValue: '1', itemText: '初级', sortOrder: 1, status: 1 });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    expect((await items('position_rank'))[0]).toEqual({ value: '1', text: '初级', title: '初级', label: '初级' });
    expect((await all()).position_rank?.[0]?.text).toBe('初级');
    const positions = (await get('sysPositionList', '/v1/sys/position/list?code=cs_agent')).body.result as Page<Schema<'SysPosition'>>;
    expect(positions.records[0]?.rank_dictText).toBe('初级');

    // a disabled item leaves the lookups but stays in the item list
    const five = rank?.items.find((i) => i.itemValue === '5');
    await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: five?.id, dictId: rank?.id, itemValue: '5', itemText: '正高级', status: 0 });
    expect((await items('position_rank')).map((i) => i.value)).toEqual(['1', '2', '3', '4']);
    const listed = (await get('sysDictItemList', `/v1/sys/dictItem/list?dictId=${rank?.id}`)).body.result as Page<Schema<'SysDictItem'>>;
    expect(listed.records.find((i) => i.itemValue === '5')).toMatchObject({ status: 0, status_dictText: '不启用' });
  });

  it('dictItem edit refuses an unknown id, a taken value and a missing text', async () => {
    const sex = dictOf('sex');
    const male = sex?.items.find((i) => i.itemValue === '1');
    expectFail(await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: 'nope', dictId: sex?.id, itemValue: '1', itemText: '男' }), '未找到对应实体');
    expectFail(await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: male?.id, dictId: sex?.id, itemValue: '2', itemText: '男' }), '该值不可用，系统中已存在！');
    expect400(await send('sysDictItemEdit', 'PUT', '/v1/sys/dictItem/edit', { id: male?.id, dictId: sex?.id, itemValue: '1' }), '参数错误：body.itemText 不能为空');
  });

  it('sysDictItemList answers the items of a dictionary by sortOrder with status texts', async () => {
    const priority = dictOf('priority');
    const answer = await get('sysDictItemList', `/v1/sys/dictItem/list?dictId=${priority?.id}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const page = answer.body.result as Page<Schema<'SysDictItem'>>;
    expect(page.records.map((i) => [i.itemValue, i.itemText, i.status_dictText])).toEqual([['H', '高', '启用'], ['M', '中', '启用'], ['L', '低', '启用']]);
    expect400(await get('sysDictItemList', '/v1/sys/dictItem/list?pageSize=20000'), '参数错误：query.pageSize 不能大于 10000');
  });

  it('A-DICT-02 a renamed dictionary code is what the lookups answer from then on', async () => {
    const dict = dictOf('social_city');
    const edit = await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: dict?.id, dictName: '社保城市', dictCode: 'social_security_city' });
    expect(edit.body).toMatchObject({ success: true, code: 200, message: '编辑成功!' });
    expect((await items('social_security_city')).map((i) => i.text)).toEqual(['北京', '上海', '广州']);
    expect(await items('social_city')).toEqual([]);
    expect((await all()).social_city).toBeUndefined();
  });

  it('dict edit refuses an unknown id, a code in use and a missing name', async () => {
    const dict = dictOf('social_security_city');
    expectFail(await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: 'nope', dictName: 'x', dictCode: 'x' }), '未找到对应实体');
    expectFail(await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: dict?.id, dictName: 'x', dictCode: 'sex' }), '操作失败，字典编码已存在');
    expect400(await send('sysDictEdit', 'PUT', '/v1/sys/dict/edit', { id: dict?.id, dictCode: 'x' }), '参数错误：body.dictName 不能为空');
  });

  it('deletes an item and a dictionary; unknown ids answer the upstream messages', async () => {
    const dict = dictOf('social_security_city');
    const gz = dict?.items.find((i) => i.itemValue === 'gz');
    expect((await send('sysDictItemDelete', 'DELETE', `/v1/sys/dictItem/delete?id=${gz?.id}`)).body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await items('social_security_city')).map((i) => i.value)).toEqual(['bj', 'sh']);
    expectFail(await send('sysDictItemDelete', 'DELETE', '/v1/sys/dictItem/delete?id=nope'), '未找到对应实体');
    expect((await send('sysDictDelete', 'DELETE', `/v1/sys/dict/delete?id=${dict?.id}`)).body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(await items('social_security_city')).toEqual([]);
    expectFail(await send('sysDictDelete', 'DELETE', '/v1/sys/dict/delete?id=nope'), '删除失败!');
  });

  it('dict and item delete without id answer 400', async () => {
    expect400(await send('sysDictDelete', 'DELETE', '/v1/sys/dict/delete'), '参数错误：query.id 不能为空');
    expect400(await send('sysDictItemDelete', 'DELETE', '/v1/sys/dictItem/delete'), '参数错误：query.id 不能为空');
  });

  it('A-DICT-13 refleshCache answers code 0 with no result', async () => {
    const answer = await get('sysDictRefleshCache', '/v1/sys/dict/refleshCache');
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '', result: null });
    expect400(await get('sysDictRefleshCache', '/v1/sys/dict/refleshCache', { 'tenant-id': '-1' }), '参数错误：header.tenant-id 格式不正确');
  });
});

describe('table dictionary lookups', () => {
  it('A-DICT-07 loadDictItem translates keys in order; missing keys drop unless delNotExist=false', async () => {
    const url = `/v1/sys/dict/loadDictItem/${encodeURIComponent('sys_user,realname,username')}?key=zhangsan,nobody,admin`;
    const answer = await signed('sysDictLoadDictItem', url);
    expect(answer.body).toMatchObject({ success: true, code: 0, result: ['张三', '管理员'] });
    const kept = await signed('sysDictLoadDictItem', `${url}&delNotExist=false`);
    expect(kept.body.result).toEqual(['张三', 'nobody', '管理员']);
    const depart = await signed('sysDictLoadDictItem', `/v1/sys/dict/loadDictItem/${encodeURIComponent('sys_depart,depart_name,org_code')}?key=A01A09A01`);
    expect(depart.body.result).toEqual(['12345政务热线项目']);
  });

  it('loadDictItem wants exactly table,text,code, a signature and a boolean delNotExist', async () => {
    expectFail(await signed('sysDictLoadDictItem', `/v1/sys/dict/loadDictItem/${encodeURIComponent("sys_user,realname,username,status='1'")}?key=admin`), '字典Code格式不正确！');
    expectFail(await signed('sysDictLoadDictItem', '/v1/sys/dict/loadDictItem/sex?key=1'), '字典Code格式不正确！');
    expectFail(await signed('sysDictLoadDictItem', `/v1/sys/dict/loadDictItem/${encodeURIComponent('sys_salary,name,id')}?key=1`), '操作失败，表不存在：sys_salary');
    const unsigned = await get('sysDictLoadDictItem', `/v1/sys/dict/loadDictItem/${encodeURIComponent('sys_user,realname,username')}?key=admin`);
    expectFail(unsigned, '签名验证失败:缺少X-TIMESTAMP');
    expect400(await signed('sysDictLoadDictItem', `/v1/sys/dict/loadDictItem/${encodeURIComponent('sys_user,realname,username')}?key=admin&delNotExist=perhaps`), '参数错误：query.delNotExist 类型应为 boolean');
  });

  it('A-DICT-09 loadDict answers value/text options whose text holds the keyword, at most pageSize', async () => {
    const url = `/v1/sys/dict/loadDict/${encodeURIComponent('sys_depart,depart_name,id')}?keyword=${encodeURIComponent('客服')}&pageSize=5`;
    const answer = await signed('sysDictLoadDict', url);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const options = answer.body.result as Array<Schema<'DictItem'>>;
    expect(options).toHaveLength(5);
    expect(options.every((o) => o.text.includes('客服') && o.label === o.text)).toBe(true);
    const projects = await signed('sysDictLoadDict', `/v1/sys/dict/loadDict/${encodeURIComponent("sys_depart,depart_name,org_code,org_category='4'")}?keyword=${encodeURIComponent('银行')}&pageSize=50`);
    expect((projects.body.result as Array<Schema<'DictItem'>>).map((o) => o.value)).toEqual(['A01A08A01', 'A01A08A03', 'A01A08A04', 'A03A02A02', 'A04A02A03']);
  });

  it('loadDict refuses a plain code, an unknown column and a pageSize of 0', async () => {
    expectFail(await signed('sysDictLoadDict', '/v1/sys/dict/loadDict/sex?keyword=1'), '字典Code格式不正确！');
    expectFail(await signed('sysDictLoadDict', `/v1/sys/dict/loadDict/${encodeURIComponent('sys_user,nickname,username')}?keyword=a`), '操作失败，字段不存在：nickname');
    expect400(await signed('sysDictLoadDict', `/v1/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}?keyword=a&pageSize=0`), '参数错误：query.pageSize 不能小于 1');
  });

  it('A-DICT-11 loadTreeData answers rows with key and leaf, by pid or by a JSON condition', async () => {
    const roots = await signed('sysDictLoadTreeData', '/v1/sys/dict/loadTreeData?pid=0&pidField=pid&tableName=sys_category&text=name&code=id&hasChildField=has_child&condition=');
    expect(roots.body).toMatchObject({ success: true, code: 0 });
    const nodes = roots.body.result as TreeNode[];
    expect(nodes.map((n) => n.title)).toEqual(['电脑产品', '物料树', '岗位类别', '服务行业', '证照类型']);
    expect(nodes.every((n) => n.leaf === false && n.key.length === 32 && n.value === null)).toBe(true);

    const companies = await signed('sysDictLoadTreeData', '/v1/sys/dict/loadTreeData?pid=&pidField=parent_id&tableName=sys_depart&text=depart_name&code=org_code');
    // the five seeded companies, and A06 added above
    expect((companies.body.result as TreeNode[]).map((n) => n.key)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05', 'A06']);
    expect((companies.body.result as TreeNode[]).every((n) => n.leaf === false && n.parentId === '')).toBe(true);

    const condition = encodeURIComponent(JSON.stringify({ depart_name: '装维' }));
    const matched = await signed('sysDictLoadTreeData', `/v1/sys/dict/loadTreeData?pid=&pidField=parent_id&tableName=sys_depart&text=depart_name&code=org_code&condition=${condition}`);
    expect((matched.body.result as TreeNode[]).map((n) => n.title)).toEqual(['联通装维外包项目', '电信宽带装维项目', '广东联通装维项目', '四川移动装维项目']);
  });

  it('loadTreeData: a condition that is not JSON, an unknown table and a missing tableName', async () => {
    const base = '/v1/sys/dict/loadTreeData?pid=&pidField=pid&text=name&code=id';
    expectFail(await signed('sysDictLoadTreeData', `${base}&tableName=sys_category&condition=abc`), '组件JTreeSelect-condition传值有误，需要一个json字符串!');
    expectFail(await signed('sysDictLoadTreeData', `${base}&tableName=sys_salary`), '操作失败，表不存在：sys_salary');
    expect400(await signed('sysDictLoadTreeData', base), '参数错误：query.tableName 不能为空');
  });

  it('A-DICT-14 getTableDictTextByKeys answers the items of the keys, or the first pageSize rows', async () => {
    const url = `/v1/sys/api/getTableDictTextByKeys/${encodeURIComponent('sys_user,realname,username')}`;
    const some = await get('sysApiGetTableDictTextByKeys', `${url}?keys=jeecg,admin,ghost&pageSize=999`);
    expect(some.body).toMatchObject({ success: true, code: 200 });
    expect(some.body.result).toEqual([
      { value: 'jeecg', text: 'jeecg', title: 'jeecg', label: 'jeecg' },
      { value: 'admin', text: '管理员', title: '管理员', label: '管理员' },
    ]);
    const page = (await get('sysApiGetTableDictTextByKeys', `${url}?pageSize=999`)).body.result as Array<Schema<'DictItem'>>;
    expect(page.length).toBe(app.store.data.users.filter((u) => u.delFlag === 0).length);
    expect((await get('sysApiGetTableDictTextByKeys', `${url}?pageSize=3`)).body.result).toHaveLength(3);
  });

  it('getTableDictTextByKeys refuses two parts and a pageSize of 0', async () => {
    expectFail(await get('sysApiGetTableDictTextByKeys', `/v1/sys/api/getTableDictTextByKeys/${encodeURIComponent('sys_user,realname')}`), '字典Code格式不正确！');
    expect400(await get('sysApiGetTableDictTextByKeys', `/v1/sys/api/getTableDictTextByKeys/${encodeURIComponent('sys_user,realname,username')}?pageSize=0`), '参数错误：query.pageSize 不能小于 1');
  });
});

describe('categories', () => {
  const categoryId = (code: string) => app.store.data.categories.find((c) => c.code === code)?.id as string;
  const nodes = (answer: Answer) => answer.body.result as TreeNode[];

  it('lists the roots by code, a node\'s children, or searches by name', async () => {
    const roots = await get('sysCategoryList', '/v1/sys/category/list');
    expect(roots.body).toMatchObject({ success: true, code: 0 });
    expect((roots.body.result as Page<Schema<'SysCategory'>>).records.map((c) => [c.code, c.name, c.hasChild])).toEqual([
      ['A01', '电脑产品', '1'],
      ['B02', '物料树', '1'],
      ['B03', '岗位类别', '1'],
      ['B04', '服务行业', '1'],
      ['B05', '证照类型', '1'],
    ]);
    const children = (await get('sysCategoryList', `/v1/sys/category/list?pid=${categoryId('B02')}`)).body.result as Page<Schema<'SysCategory'>>;
    expect(children.records.map((c) => c.name)).toEqual(['上衣', '裤子']);
    const search = (await get('sysCategoryList', `/v1/sys/category/list?name=${encodeURIComponent('*客服*')}`)).body.result as Page<Schema<'SysCategory'>>;
    expect(search.records.map((c) => c.code)).toEqual(['B03A01A01', 'B03A01A02']);
  });

  it('list refuses an unknown sort column and a bad matchType', async () => {
    expectFail(await get('sysCategoryList', '/v1/sys/category/list?column=price'), '请注意，将要排序的列字段不存在：price');
    expect400(await get('sysCategoryList', '/v1/sys/category/list?superQueryMatchType=xor'), '参数错误：query.superQueryMatchType 取值应为 and/or/AND/OR 之一');
  });

  it('adds categories with generated codes, edits and deletes them, keeping hasChild right', async () => {
    const add = await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { pid: categoryId('B02A01'), name: '工装', code: 'IGNORED' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    expect(app.store.data.categories.find((c) => c.name === '工装')).toMatchObject({ code: 'B02A01A04', pid: categoryId('B02A01'), hasChild: '0' });

    await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { pid: categoryId('B02A02'), name: '牛仔裤' });
    expect(app.store.data.categories.find((c) => c.code === 'B02A02')?.hasChild).toBe('1');
    expect(app.store.data.categories.find((c) => c.name === '牛仔裤')?.code).toBe('B02A02A01');
    await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { name: '合同类型' });
    expect(app.store.data.categories.find((c) => c.name === '合同类型')).toMatchObject({ code: 'B06', pid: '0' });

    const jeans = categoryId('B02A02A01');
    const edit = await send('sysCategoryEdit', 'PUT', '/v1/sys/category/edit', { id: jeans, name: '牛仔长裤', code: 'B02A02A09' });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    expect((await get('sysCategoryLoadOne', '/v1/sys/category/loadOne?field=code&val=B02A02A09')).body.result).toMatchObject({ name: '牛仔长裤', id: jeans });

    const removed = await send('sysCategoryDelete', 'DELETE', `/v1/sys/category/delete?id=${jeans}`);
    expect(removed.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(app.store.data.categories.find((c) => c.code === 'B02A02')?.hasChild).toBe('0');
  });

  it('add refuses an unknown parent and a missing name', async () => {
    expectFail(await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { pid: 'nope', name: '某类' }), '操作失败，上级分类不存在');
    expect400(await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { pid: '0' }), '参数错误：body.name 不能为空');
  });

  it('edit refuses a code outside the parent, a taken code and an unknown id', async () => {
    const top = categoryId('B02A01A01');
    expectFail(await send('sysCategoryEdit', 'PUT', '/v1/sys/category/edit', { id: top, name: '秋衣', code: 'C01A01' }), '编码不符合规范,须以"B02A01"开头!');
    expectFail(await send('sysCategoryEdit', 'PUT', '/v1/sys/category/edit', { id: top, name: '秋衣', code: 'B02A01A02' }), '分类编码已存在');
    expectFail(await send('sysCategoryEdit', 'PUT', '/v1/sys/category/edit', { id: 'nope', name: '秋衣' }), '未找到对应实体');
    expect400(await send('sysCategoryEdit', 'PUT', '/v1/sys/category/edit', { id: top, name: ['秋衣'] }), '参数错误：body.name 类型应为 string');
  });

  it('delete takes the subtree; unknown id → 未找到对应实体; no id → 400', async () => {
    const answer = await send('sysCategoryDelete', 'DELETE', `/v1/sys/category/delete?id=${categoryId('A01A01')}`);
    expect(answer.body.success).toBe(true);
    expect(app.store.data.categories.filter((c) => c.code.startsWith('A01A01'))).toEqual([]);
    expectFail(await send('sysCategoryDelete', 'DELETE', '/v1/sys/category/delete?id=nope'), '未找到对应实体');
    expect400(await send('sysCategoryDelete', 'DELETE', '/v1/sys/category/delete'), '参数错误：query.id 不能为空');
  });

  it('A-DICT-18 loadTreeRoot answers the children of pcode, the whole subtree when not async', async () => {
    const async = await get('sysCategoryLoadTreeRoot', '/v1/sys/category/loadTreeRoot?async=true&pcode=B03');
    expect(async.body).toMatchObject({ success: true, code: 0 });
    expect(nodes(async).map((n) => [n.title, n.code, n.leaf, n.children])).toEqual([
      ['客户服务类', 'B03A01', false, undefined],
      ['技术服务类', 'B03A02', false, undefined],
      ['数据服务类', 'B03A03', false, undefined],
      ['职能支持类', 'B03A04', false, undefined],
    ]);
    const sync = await get('sysCategoryLoadTreeRoot', '/v1/sys/category/loadTreeRoot?async=false&pcode=B05');
    const licences = nodes(sync).find((n) => n.code === 'B05A03');
    expect(licences?.children?.map((n) => [n.title, n.leaf])).toEqual([['低压电工作业证', true], ['高处作业证', true]]);
    const roots = await get('sysCategoryLoadTreeRoot', '/v1/sys/category/loadTreeRoot?async=true&pcode=');
    expect(nodes(roots).map((n) => n.code)).toContain('B04');
  });

  it('loadTreeRoot: an unknown pcode answers the server message with success false; no async → 400', async () => {
    expectFail(await get('sysCategoryLoadTreeRoot', '/v1/sys/category/loadTreeRoot?async=true&pcode=Z99'), '该编码【Z99】不存在，请核实!', 0);
    expect400(await get('sysCategoryLoadTreeRoot', '/v1/sys/category/loadTreeRoot?pcode=B03'), '参数错误：query.async 不能为空');
  });

  it('A-DICT-19 loadTreeChildren answers the children of pid', async () => {
    const answer = await get('sysCategoryLoadTreeChildren', `/v1/sys/category/loadTreeChildren?pid=${categoryId('B04')}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(nodes(answer).map((n) => n.title)).toEqual(['通信运营商', '银行金融', '保险', '互联网电商', '政府公共服务', '制造业']);
    expect(nodes(answer).every((n) => n.leaf && n.parentId === categoryId('B04'))).toBe(true);
    expect400(await get('sysCategoryLoadTreeChildren', '/v1/sys/category/loadTreeChildren'), '参数错误：query.pid 不能为空');
  });

  it('A-DICT-20 loadOne answers the one category with field = val', async () => {
    const answer = await get('sysCategoryLoadOne', `/v1/sys/category/loadOne?field=name&val=${encodeURIComponent('健康证')}`);
    expect(answer.body).toMatchObject({ success: true, code: 0, result: { code: 'B05A04', hasChild: '0', pid: categoryId('B05') } });
    expectFail(await get('sysCategoryLoadOne', '/v1/sys/category/loadOne?field=code&val=Q01'), '查询无果', 0);
    expectFail(await get('sysCategoryLoadOne', '/v1/sys/category/loadOne?field=pid&val=0'), '查询数据异常,[pid]存在多个值:0', 0);
    expectFail(await get('sysCategoryLoadOne', '/v1/sys/category/loadOne?field=price&val=1'), '字段无效，请检查!');
    expect400(await get('sysCategoryLoadOne', '/v1/sys/category/loadOne?field=code'), '参数错误：query.val 不能为空');
  });

  it('A-DICT-21 loadTreeData answers the children of pid or of pcode, filtered by a JSON condition', async () => {
    const byCode = await get('sysCategoryLoadTreeData', '/v1/sys/category/loadTreeData?pcode=B03A01');
    expect(byCode.body).toMatchObject({ success: true, code: 0 });
    expect(nodes(byCode).map((n) => n.title)).toEqual(['呼入客服', '在线客服', '电话销售']);
    const roots = await get('sysCategoryLoadTreeData', '/v1/sys/category/loadTreeData?pcode=0');
    expect(nodes(roots).map((n) => n.code)).toEqual(['A01', 'B02', 'B03', 'B04', 'B05', 'B06']);
    const condition = encodeURIComponent(JSON.stringify({ name: '女装' }));
    const filtered = await get('sysCategoryLoadTreeData', `/v1/sys/category/loadTreeData?pid=${categoryId('B02A01')}&condition=${condition}`);
    expect(nodes(filtered).map((n) => n.code)).toEqual(['B02A01A03']);
  });

  it('B-TREE-02 loadTreeData: a condition that is not JSON, no pid/pcode, an unknown pcode', async () => {
    expectFail(await get('sysCategoryLoadTreeData', '/v1/sys/category/loadTreeData?pcode=B02&condition=name%3D1'), '组件JTreeSelect-condition传值有误，需要一个json字符串!');
    expectFail(await get('sysCategoryLoadTreeData', '/v1/sys/category/loadTreeData'), '加载分类字典树参数有误.[null]!', 0);
    expectFail(await get('sysCategoryLoadTreeData', '/v1/sys/category/loadTreeData?pcode=Q42'), '加载分类字典树参数有误.[code]!', 0);
  });

  it('A-DICT-22 loadDictItem translates category ids to names', async () => {
    const ids = [categoryId('B04A02'), 'ghost', categoryId('B03A02A01')].join(',');
    const answer = await get('sysCategoryLoadDictItem', `/v1/sys/category/loadDictItem?ids=${ids}`);
    expect(answer.body).toMatchObject({ success: true, code: 0, result: ['银行金融', '宽带装维'] });
    expect((await get('sysCategoryLoadDictItem', `/v1/sys/category/loadDictItem?ids=${ids}&delNotExist=false`)).body.result).toEqual(['银行金融', 'ghost', '宽带装维']);
  });

  it('loadDictItem: blank ids → ids 不能为空; no ids → 400', async () => {
    expectFail(await get('sysCategoryLoadDictItem', '/v1/sys/category/loadDictItem?ids=%20'), 'ids 不能为空', 0);
    expect400(await get('sysCategoryLoadDictItem', '/v1/sys/category/loadDictItem'), '参数错误：query.ids 不能为空');
  });
});

describe('checks', () => {
  const check = (query: string) => get('sysDuplicateCheck', `/v1/sys/duplicate/check?${query}`);

  it('B-LIST-15 the duplicate check takes table, field, value and record id', async () => {
    expectFail(await check('tableName=sys_user&fieldName=username&fieldVal=admin'), '该值不可用，系统中已存在！');
    const free = await check('tableName=sys_user&fieldName=username&fieldVal=newcomer');
    expect(free.body).toMatchObject({ success: true, code: 200, message: '该值可用！', result: '该值可用！' });
    // the record being edited does not count against itself
    const admin = app.store.userByName('admin');
    expect((await check(`tableName=sys_user&fieldName=username&fieldVal=admin&dataId=${admin?.id}`)).body.success).toBe(true);
    expectFail(await check('tableName=sys_depart&fieldName=org_code&fieldVal=A01A07A01'), '该值不可用，系统中已存在！');
    expectFail(await check('tableName=sys_position&fieldName=code&fieldVal=project_manager'), '该值不可用，系统中已存在！');
    expectFail(await check('tableName=sys_dict&fieldName=dict_code&fieldVal=sex'), '该值不可用，系统中已存在！');
    expect((await check('tableName=sys_category&fieldName=code&fieldVal=B09')).body.success).toBe(true);
  });

  it('the duplicate check refuses an unknown table or column, and a missing value', async () => {
    expectFail(await check('tableName=sys_salary&fieldName=id&fieldVal=1'), '操作失败，表不存在：sys_salary');
    expectFail(await check('tableName=sys_user&fieldName=password&fieldVal=1'), '操作失败，字段不存在：password');
    expect400(await check('tableName=sys_user&fieldName=username'), '参数错误：query.fieldVal 不能为空');
    expect400(await check('tableName=sys%20user&fieldName=username&fieldVal=a'), '参数错误：query.tableName 格式不正确');
  });

  it('B-LIST-17 the rule check takes ruleCode and the encoded value', async () => {
    const rule = (code: string, value: string) => get('sysCheckRuleCheckByCode', `/v1/sys/checkRule/checkByCode?ruleCode=${code}&value=${encodeURIComponent(encodeURIComponent(value))}`);
    expect((await rule('mobile', '13812345678')).body).toMatchObject({ success: true, code: 200, message: '', result: null });
    const wrong = await rule('mobile', '12812345678');
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '请输入正确手机号', result: { passed: false, message: '请输入正确手机号', ruleCode: 'mobile' } });
    expect((await rule('id_card', '11010519491231002X')).body.success).toBe(true);
    expectFail(await rule('id_card', '1101051949123100'), '请输入正确的身份证号码');
    expect((await rule('work_no', 'BJ202401')).body.success).toBe(true);
    expectFail(await rule('work_no', 'bj202401'), '工号前两位须为大写字母（公司代码）');
    expectFail(await rule('work_no', 'BJ2024'), '工号后六位须为数字');
    expectFail(await rule('work_no', 'BJ2024011'), '工号后六位须为数字');
    expect((await rule('bank_card', '6222021001115678901')).body.success).toBe(true);
    // the value is decoded once more on the server: %5F is an underscore there
    expect((await get('sysCheckRuleCheckByCode', '/v1/sys/checkRule/checkByCode?ruleCode=common&value=Abc%255F123')).body.success).toBe(true);
    expectFail(await rule('common', '1abcdef'), '第一位只能是字母');
    expect((await rule('mobile', '')).body.success).toBe(true);
  });

  it('the rule check: an unknown code answers 该编码不存在; no ruleCode 400', async () => {
    expectFail(await get('sysCheckRuleCheckByCode', '/v1/sys/checkRule/checkByCode?ruleCode=salary&value=1'), '该编码不存在');
    expect400(await get('sysCheckRuleCheckByCode', '/v1/sys/checkRule/checkByCode?value=1'), '参数错误：query.ruleCode 不能为空');
  });
});
