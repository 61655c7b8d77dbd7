import { describe, expect, it } from 'vitest';
import { mockPerFile, loginAs, call, callRaw, resultOf, expect400, expectFail, multipart, readSheet, workbook, XLSX, type OperationId, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

type Node = Schema<'SysDepartTreeModel'>;

const departId = (orgCode: string) => {
  const depart = mock.app.store.data.departs.find((d) => d.orgCode === orgCode);
  if (!depart) throw new Error(`no department ${orgCode}`);
  return depart.id;
};
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const find = (nodes: Node[], orgCode: string) => flatten(nodes).find((node) => node.orgCode === orgCode);
const tree = async <Op extends OperationId>(operationId: Op, url: string) => {
  const answer = await get(operationId, url);
  expect(answer.body).toMatchObject({ success: true, code: 0 });
  return resultOf(answer);
};

describe('department tree', () => {
  it('A-SYS-29 B-DEPTSEL-06 queryTreeList answers the whole organisation as a tree with code 0', async () => {
    const roots = await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList');
    expect(roots.map((r) => r.orgCode)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05']);
    const all = flatten(roots);
    expect(all).toHaveLength(mock.app.store.data.departs.length);
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
    expect(nodes.length).toBe(mock.app.store.data.departs.filter((d) => d.orgCategory !== '4').length);
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
    const nodes = resultOf(answer);
    const walk = (list: Array<Schema<'DepartIdModel'>>): Array<Schema<'DepartIdModel'>> => list.flatMap((n) => [n, ...walk(n.children)]);
    expect(walk(nodes)).toHaveLength(mock.app.store.data.departs.length);
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
    const depart = resultOf(answer);
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
    const units = resultOf(answer);
    expect(units.map((u) => u.orgCode)).toEqual(['A01A07', 'A01A08', 'A01A09', 'A01A10', 'A02A03', 'A03A02', 'A03A03', 'A04A02', 'A05A01', 'A05A02']);
    for (const unit of units) {
      expect(unit.orgCategory).toBe('2');
      expect(mock.app.store.data.departs.some((d) => d.parentId === unit.id && d.orgCategory === '4')).toBe(true);
    }
  });

  it('listBizUnit refuses containsDisabled that is not a boolean', async () => {
    expect400(await get('sysSysDepartListBizUnit', '/v1/sys/sysDepart/listBizUnit?containsDisabled=2'), '参数错误：query.containsDisabled 类型应为 boolean');
  });

  it('A-SYS-35 searchBy finds departments by name; nothing found → success false, code 0, 未查询匹配数据！', async () => {
    const answer = await get('sysSysDepartSearchBy', `/v1/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('客服')}`);
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    const found = resultOf(answer);
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

  it('A-SYS-37 queryMyDeptTreeList: a superior gets the departments it leads with the subtrees', async () => {
    const zhangsan = mock.app.store.userByName('zhangsan');
    const led = [departId('A01A03'), departId('A01A05'), departId('A02A03')].join(',');
    const edit = await send('sysUserEdit', 'PUT', '/v1/sys/user/edit', { id: zhangsan?.id, username: 'zhangsan', realname: '张三', userIdentity: 2, departIds: led });
    expect(edit.body.success).toBe(true);
    const own = await loginAs(mock.app, 'zhangsan');
    const answer = await call(mock.app, 'sysSysDepartQueryMyDeptTreeList', { url: '/v1/sys/sysDepart/queryMyDeptTreeList', token: own });
    expect(answer.body).toMatchObject({ success: true, code: 0, message: '2' });
    const roots = resultOf(answer);
    expect(roots.map((r) => r.orgCode)).toEqual(['A01A03', 'A01A05', 'A02A03']);
    expect(roots[1]?.children?.map((c) => c.departName)).toEqual(['研发经理']);
    expect(roots[2]?.children).toHaveLength(3);

    // myDeptSearch=1 keeps a superior's search inside their departments
    const search = await call(mock.app, 'sysSysDepartSearchBy', { url: `/v1/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('项目')}&myDeptSearch=1`, token: own });
    expect(resultOf(search).map((n) => n.orgCode)).toEqual(['A02A03A01', 'A02A03A02', 'A02A03A03']);
  });

  it('queryMyDeptTreeList without a token answers 401', async () => {
    const answer = await call(mock.app, 'sysSysDepartQueryMyDeptTreeList', { url: '/v1/sys/sysDepart/queryMyDeptTreeList' });
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
    expect(flatten(all)).toHaveLength(mock.app.store.data.departs.length);
    const jeecg = await loginAs(mock.app, 'jeecg');
    const answer = await call(mock.app, 'sysSysDepartQueryAuthSubjectTreeList', { url: '/v1/sys/sysDepart/queryAuthSubjectTreeList', token: jeecg });
    expect(answer.body).toMatchObject({ success: true, code: 0 });
    expect(resultOf(answer).map((n) => [n.orgCode, n.departName])).toEqual([['A02A01', '财务部']]);
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
    const byId = resultOf(await get('sysSysDepartGetById', `/v1/sys/sysDepart/getById?id=${created.id}`));
    expect(byId).toMatchObject({ departName: '南京12345政务热线项目', departNameAbbr: '南京热线', status: '0', orgCode: 'A03A02A05', updateBy: 'admin' });

    const removed = await send('sysSysDepartDelete', 'DELETE', `/v1/sys/sysDepart/delete?id=${created.id}`);
    expect(removed.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
    expect(find(await tree('sysSysDepartQueryTreeList', '/v1/sys/sysDepart/queryTreeList'), 'A03A02A05')).toBeUndefined();
  });

  it('a new company is a top-level node with the next code; a project takes no children', async () => {
    const add = await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { departName: '杭州国炬人才服务有限公司', orgCategory: '1' });
    expect(add.body.success).toBe(true);
    expect(mock.app.store.departByCode('A06')).toMatchObject({ departName: '杭州国炬人才服务有限公司', orgType: '1', parentId: '' });
    const child = await send('sysSysDepartAdd', 'POST', '/v1/sys/sysDepart/add', { parentId: departId('A06'), departName: '综合部' });
    expect(child.body.success).toBe(true);
    expect(mock.app.store.departByCode('A06A01')).toMatchObject({ departName: '综合部', orgCategory: '2', orgType: '2' });
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
    const frozen = mock.app.store.userByName('frozen01');
    const before = resultOf(await get('sysUserQueryById', `/v1/sys/user/queryById?id=${frozen?.id}`));
    expect(before).toMatchObject({ orgCode: 'A01A04', orgCodeTxt: mock.app.store.departByCode('A01A04')?.departName });
    const answer = await send('sysSysDepartDelete', 'DELETE', `/v1/sys/sysDepart/delete?id=${departId('A04A03')}`);
    expect(answer.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(mock.app.store.data.departs.filter((d) => d.orgCode.startsWith('A04A03'))).toEqual([]);
    await send('sysSysDepartDelete', 'DELETE', `/v1/sys/sysDepart/delete?id=${departId('A01A04')}`);
    const after = resultOf(await get('sysUserQueryById', `/v1/sys/user/queryById?id=${frozen?.id}`));
    expect(after).toMatchObject({ orgCodeTxt: null, orgCode: '' });
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
    const file = await callRaw(mock.app, 'sysSysDepartExportXls', { url: '/v1/sys/sysDepart/exportXls?orgCategory=4&orgCode=A01A08*', token: mock.token });
    expect(file.status).toBe(200);
    expect(file.contentType).toBe(XLSX);
    const rows = await readSheet(file.raw);
    expect(rows[0]?.[0]).toBe('部门列表');
    expect(rows[2]).toEqual(['部门名称', '部门简称', '机构编码', '机构类别', '排序', '手机号', '传真', '地址', '备注', '状态']);
    const data = rows.slice(3);
    expect(data.map((r) => r[2])).toEqual(['A01A08A01', 'A01A08A02', 'A01A08A03', 'A01A08A04', 'A01A08A05']);
    expect(data.every((r) => r[3] === '项目')).toBe(true);
    expect(data.find((r) => r[2] === 'A01A08A05')?.[9]).toBe('不启用');

    const only = await callRaw(mock.app, 'sysSysDepartExportXls', { url: `/v1/sys/sysDepart/exportXls?selections=${departId('A02')}`, token: mock.token });
    expect((await readSheet(only.raw)).slice(3).map((r) => r[0])).toEqual(['北京卓尔互动']);
  });

  it('export with an unknown sort column answers the envelope', async () => {
    const answer = await callRaw(mock.app, 'sysSysDepartExportXls', { url: '/v1/sys/sysDepart/exportXls?column=salary&order=asc', token: mock.token });
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
    const answer = await call(mock.app, 'sysSysDepartImportExcel', { method: 'POST', url: '/v1/sys/sysDepart/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
    expect(answer.body).toMatchObject({ success: true, code: 201, message: '文件导入成功，但有错误。' });
    expect(answer.body.result).toMatchObject({ totalCount: 5, successCount: 2, errorCount: 3 });
    expect(mock.app.store.departByCode('A03A02A06')).toMatchObject({ departName: '南京交付中心', orgCategory: '2', departOrder: 5, parentId: departId('A03A02') });
    expect(mock.app.store.departByCode('A03A02A06A01')).toMatchObject({ departName: '南京交付组', parentId: departId('A03A02A06') });
    const report = await callRaw(mock.app, 'sysCommonStatic', { url: `/v1${resultOf(answer).fileUrl}`, token: mock.token });
    const reasons = (await readSheet(report.raw)).slice(3).map((r) => r.at(-1));
    expect(reasons).toEqual(['部门名称不能为空', '部门编码已经存在，忽略导入。', '上级部门不存在：A08']);
  });

  it('an exported sheet re-imports; a file that is not Excel answers 500 with the reason', async () => {
    const exported = await callRaw(mock.app, 'sysSysDepartExportXls', { url: '/v1/sys/sysDepart/exportXls?orgCode=A02A03*', token: mock.token });
    const again = multipart({}, { name: 'back.xlsx', type: XLSX, content: exported.raw });
    const answer = await call(mock.app, 'sysSysDepartImportExcel', { method: 'POST', url: '/v1/sys/sysDepart/importExcel', token: mock.token, headers: again.headers, payload: again.payload });
    expect(answer.body).toMatchObject({ code: 201, result: { totalCount: 4, errorCount: 4 } });
    const text = multipart({}, { name: 'x.txt', type: 'text/plain', content: Buffer.from('not excel') });
    const bad = await call(mock.app, 'sysSysDepartImportExcel', { method: 'POST', url: '/v1/sys/sysDepart/importExcel', token: mock.token, headers: text.headers, payload: text.payload });
    expectFail(bad, '文件导入失败:文件不是有效的Excel(.xlsx)文件');
  });
});
