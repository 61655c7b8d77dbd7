import { describe, expect, it } from 'vitest';
import { mockPerFile, resultOf, expect400, expectFail, signedHeaders, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get } = mock;

/** Signs a GET as the client does. */
const signed = <Op extends OperationId>(operationId: Op, url: string) => get(operationId, url, signedHeaders(url));

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
    const options = resultOf(answer);
    expect(options).toHaveLength(5);
    expect(options.every((o) => o.text.includes('客服') && o.label === o.text)).toBe(true);
    const projects = await signed('sysDictLoadDict', `/v1/sys/dict/loadDict/${encodeURIComponent("sys_depart,depart_name,org_code,org_category='4'")}?keyword=${encodeURIComponent('银行')}&pageSize=50`);
    expect(resultOf(projects).map((o) => o.value)).toEqual(['A01A08A01', 'A01A08A03', 'A01A08A04', 'A03A02A02', 'A04A02A03']);
  });

  it('loadDict refuses a plain code, an unknown column and a pageSize of 0', async () => {
    expectFail(await signed('sysDictLoadDict', '/v1/sys/dict/loadDict/sex?keyword=1'), '字典Code格式不正确！');
    expectFail(await signed('sysDictLoadDict', `/v1/sys/dict/loadDict/${encodeURIComponent('sys_user,nickname,username')}?keyword=a`), '操作失败，字段不存在：nickname');
    expect400(await signed('sysDictLoadDict', `/v1/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}?keyword=a&pageSize=0`), '参数错误：query.pageSize 不能小于 1');
  });

  it('A-DICT-11 loadTreeData answers rows with key and leaf, by pid or by a JSON condition', async () => {
    const roots = await signed('sysDictLoadTreeData', '/v1/sys/dict/loadTreeData?pid=0&pidField=pid&tableName=sys_category&text=name&code=id&hasChildField=has_child&condition=');
    expect(roots.body).toMatchObject({ success: true, code: 0 });
    const nodes = resultOf(roots);
    expect(nodes.map((n) => n.title)).toEqual(['电脑产品', '物料树', '岗位类别', '服务行业', '证照类型']);
    expect(nodes.every((n) => n.leaf === false && n.key.length === 32 && n.value === null)).toBe(true);

    const companies = await signed('sysDictLoadTreeData', '/v1/sys/dict/loadTreeData?pid=&pidField=parent_id&tableName=sys_depart&text=depart_name&code=org_code');
    // the five seeded companies
    expect(resultOf(companies).map((n) => n.key)).toEqual(['A01', 'A02', 'A03', 'A04', 'A05']);
    expect(resultOf(companies).every((n) => n.leaf === false && n.parentId === '')).toBe(true);

    const condition = encodeURIComponent(JSON.stringify({ depart_name: '装维' }));
    const matched = await signed('sysDictLoadTreeData', `/v1/sys/dict/loadTreeData?pid=&pidField=parent_id&tableName=sys_depart&text=depart_name&code=org_code&condition=${condition}`);
    expect(resultOf(matched).map((n) => n.title)).toEqual(['联通装维外包项目', '电信宽带装维项目', '广东联通装维项目', '四川移动装维项目']);
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
    const page = resultOf(await get('sysApiGetTableDictTextByKeys', `${url}?pageSize=999`));
    expect(page.length).toBe(mock.app.store.data.users.filter((u) => u.delFlag === 0).length);
    expect((await get('sysApiGetTableDictTextByKeys', `${url}?pageSize=3`)).body.result).toHaveLength(3);
  });

  it('getTableDictTextByKeys refuses two parts and a pageSize of 0', async () => {
    expectFail(await get('sysApiGetTableDictTextByKeys', `/v1/sys/api/getTableDictTextByKeys/${encodeURIComponent('sys_user,realname')}`), '字典Code格式不正确！');
    expect400(await get('sysApiGetTableDictTextByKeys', `/v1/sys/api/getTableDictTextByKeys/${encodeURIComponent('sys_user,realname,username')}?pageSize=0`), '参数错误：query.pageSize 不能小于 1');
  });
});
