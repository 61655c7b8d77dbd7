import { describe, expect, it } from 'vitest';
import { callRaw, expect400, expectFail, expectOk, mockPerFile, readSheet, resultOf, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const reportId = (code: string) => mock.app.store.data.onlineReports.find((report) => report.code === code)?.id as string;
const UNKNOWN_ID = '0123456789abcdef0123456789abcdef';
const q = encodeURIComponent;

const SEX_SQL = "select username, realname, sex, create_time from sys_user where sex = '${sex}' and username like '%${part}%'";
const sexReport = (code = 'user_by_sex') => ({
  head: { code, name: '按性别查用户', cgrSql: SEX_SQL, dbSource: '' },
  items: [
    { fieldName: 'username', fieldTxt: '账号', fieldType: 'String', isShow: 1, isSearch: 1, searchMode: 'single', fieldHref: '/system/user?username=${username}', orderNum: 0 },
    { fieldName: 'realname', fieldTxt: '姓名', orderNum: 1 },
    { fieldName: 'sex', fieldTxt: '性别', fieldType: 'Integer', dictCode: 'sex', orderNum: 2 },
  ],
  params: [
    { paramName: 'sex', paramTxt: '性别', paramValue: '1', orderNum: 0 },
    { paramName: 'part', paramTxt: '账号包含', paramValue: '', orderNum: 1 },
  ],
});

describe('cgreport head: list, add, editAll, delete', () => {
  it('lists the seeded reports newest first and filters by code and name', async () => {
    const all = resultOf(await mock.get('onlineCgreportHeadList', '/v1/online/cgreport/head/list?pageNo=1&pageSize=10'));
    expect(all.records.map((r) => r.code)).toEqual(['report_user', 'project_revenue']);
    expect(all.records[0]).toMatchObject({ name: '用户选择', dbSource: '', createBy: 'admin' });
    const byName = resultOf(await mock.get('onlineCgreportHeadList', `/v1/online/cgreport/head/list?name=${q('*营收*')}`));
    expect(byName.records.map((r) => r.code)).toEqual(['project_revenue']);
    expect400(await mock.get('onlineCgreportHeadList', '/v1/online/cgreport/head/list?pageSize=abc'), '参数错误：query.pageSize 类型应为 integer');
  });

  it('adds a report with its fields and parameters, refuses a taken code, a write and duplicate names', () =>
    mock.fromSeed(async () => {
      const added = await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', sexReport());
      expectOk(added, '添加成功！');
      const id = resultOf(added);
      const items = resultOf(await mock.get('onlineCgreportItemListByHeadId', `/v1/online/cgreport/item/listByHeadId?headId=${id}`));
      expect(items.map((i) => [i.fieldName, i.fieldTxt, i.fieldType, i.isShow, i.cgrheadId])).toEqual([
        ['username', '账号', 'String', 1, id],
        ['realname', '姓名', 'String', 1, id],
        ['sex', '性别', 'Integer', 1, id],
      ]);
      const params = resultOf(await mock.get('onlineCgreportParamListByHeadId', `/v1/online/cgreport/param/listByHeadId?headId=${id}`));
      expect(params.map((p) => [p.paramName, p.paramValue])).toEqual([['sex', '1'], ['part', '']]);

      expectFail(await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', sexReport()), '报表编码已存在');
      const write = { ...sexReport('other'), head: { code: 'other', name: 'x', cgrSql: 'select 1; delete from sys_user' } };
      expectFail(await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', write), '只允许执行单条查询语句：发现多条语句（分号后还有内容）');
      const twice = { ...sexReport('other'), items: [{ fieldName: 'a', fieldTxt: 'A' }, { fieldName: 'a', fieldTxt: 'B' }] };
      expectFail(await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', twice), '字段名重复：a');
      const badCode = { ...sexReport('bad code') };
      expect400(await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', badCode), '参数错误：body.head.code 格式不正确');
    }));

  it('editAll replaces the head, fields and parameters; an unknown id answers 未找到对应实体', () =>
    mock.fromSeed(async () => {
      const id = resultOf(await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', sexReport()));
      const model = { head: { id, code: 'user_by_sex', name: '用户', cgrSql: 'select username from sys_user' }, items: [{ fieldName: 'username', fieldTxt: '' }], params: [] };
      expectOk(await mock.send('onlineCgreportHeadEditAll', 'PUT', '/v1/online/cgreport/head/editAll', model), '修改成功!');
      const items = resultOf(await mock.get('onlineCgreportItemListByHeadId', `/v1/online/cgreport/item/listByHeadId?headId=${id}`));
      expect(items.map((i) => [i.fieldName, i.fieldTxt])).toEqual([['username', 'username']]);
      expect(resultOf(await mock.get('onlineCgreportApiGetParamsInfo', `/v1/online/cgreport/api/getParamsInfo/${id}`))).toEqual([]);
      const unknown = { ...model, head: { ...model.head, id: UNKNOWN_ID } };
      expectFail(await mock.send('onlineCgreportHeadEditAll', 'PUT', '/v1/online/cgreport/head/editAll', unknown), '未找到对应实体');
      expect400(await mock.send('onlineCgreportHeadEditAll', 'PUT', '/v1/online/cgreport/head/editAll', { items: [] }), '参数错误：body.head 不能为空');
    }));

  it('deletes one report or several; ids of only commas answer 参数不识别！', () =>
    mock.fromSeed(async () => {
      expectOk(await mock.send('onlineCgreportHeadDelete', 'DELETE', `/v1/online/cgreport/head/delete?id=${reportId('report_user')}`), '删除成功!');
      expect(mock.app.store.data.onlineReports.map((r) => r.code)).toEqual(['project_revenue']);
      expectFail(await mock.send('onlineCgreportHeadDeleteBatch', 'DELETE', '/v1/online/cgreport/head/deleteBatch?ids=,,'), '参数不识别！');
      expectOk(await mock.send('onlineCgreportHeadDeleteBatch', 'DELETE', `/v1/online/cgreport/head/deleteBatch?ids=${reportId('project_revenue')},`), '删除成功!');
      expect(mock.app.store.data.onlineReports).toEqual([]);
      expect400(await mock.send('onlineCgreportHeadDelete', 'DELETE', '/v1/online/cgreport/head/delete'), '参数错误：query.id 不能为空');
    }));
});

describe('cgreport parseSql', () => {
  it('answers the columns with guessed types and the ${params} of the SQL', async () => {
    const parsed = resultOf(await mock.get('onlineCgreportHeadParseSql', `/v1/online/cgreport/head/parseSql?sql=${q(SEX_SQL)}`));
    expect(parsed.fields.map((f) => f.fieldName)).toEqual(['username', 'realname', 'sex', 'create_time']);
    expect(parsed.params.map((p) => p.paramName)).toEqual(['sex', 'part']);
    // Bound as '', the parameters select no row: the types of an empty answer are String.
    const typed = resultOf(await mock.get('onlineCgreportHeadParseSql', `/v1/online/cgreport/head/parseSql?sql=${q('select username, sex, create_time, 1.5 as ratio from sys_user')}`));
    expect(typed.fields.map((f) => [f.fieldName, f.fieldType])).toEqual([['username', 'String'], ['sex', 'Integer'], ['create_time', 'Date'], ['ratio', 'Double']]);
    expect(typed.fields[0]).toMatchObject({ fieldTxt: 'username', isShow: 1, isSearch: 0, orderNum: 0 });
  });

  it('refuses a write and reports an SQL error; a missing sql answers 400', async () => {
    expectFail(await mock.get('onlineCgreportHeadParseSql', `/v1/online/cgreport/head/parseSql?sql=${q('drop table sys_user')}`), '只允许执行单条查询语句：语句以 DROP 开头');
    expectFail(await mock.get('onlineCgreportHeadParseSql', `/v1/online/cgreport/head/parseSql?sql=${q('select * from no_such_table')}`), 'SQL执行错误：no such table: no_such_table');
    expect400(await mock.get('onlineCgreportHeadParseSql', '/v1/online/cgreport/head/parseSql'), '参数错误：query.sql 不能为空');
  });
});

describe('cgreport item, param and getParamsInfo by report', () => {
  it('answer the seeded report_revenue fields and year parameter; an unknown id answers an empty list; a malformed id 400', async () => {
    const id = reportId('project_revenue');
    const items = resultOf(await mock.get('onlineCgreportItemListByHeadId', `/v1/online/cgreport/item/listByHeadId?headId=${id}`));
    expect(items.map((i) => i.fieldName).slice(0, 3)).toEqual(['id', 'project_name', 'business_unit']);
    const params = resultOf(await mock.get('onlineCgreportParamListByHeadId', `/v1/online/cgreport/param/listByHeadId?headId=${id}`));
    expect(params).toMatchObject([{ paramName: 'year', paramTxt: '年度', paramValue: String(new Date().getUTCFullYear()), cgrheadId: id }]);
    expect(resultOf(await mock.get('onlineCgreportApiGetParamsInfo', `/v1/online/cgreport/api/getParamsInfo/${id}`))).toEqual(params);
    expect(resultOf(await mock.get('onlineCgreportItemListByHeadId', `/v1/online/cgreport/item/listByHeadId?headId=${UNKNOWN_ID}`))).toEqual([]);
    expect(resultOf(await mock.get('onlineCgreportApiGetParamsInfo', `/v1/online/cgreport/api/getParamsInfo/${UNKNOWN_ID}`))).toEqual([]);
    expect400(await mock.get('onlineCgreportParamListByHeadId', '/v1/online/cgreport/param/listByHeadId?headId=a%20b'), '参数错误：query.headId 格式不正确');
    expect400(await mock.get('onlineCgreportItemListByHeadId', '/v1/online/cgreport/item/listByHeadId'), '参数错误：query.headId 不能为空');
    expect400(await mock.get('onlineCgreportApiGetParamsInfo', '/v1/online/cgreport/api/getParamsInfo/a%20b'), '参数错误：path.id 格式不正确');
  });
});

describe('cgreport getColumnsAndData and exportXls', () => {
  it('answers columns, dictOptions, href slots and one page of the SQL with its parameters bound', () =>
    mock.fromSeed(async () => {
      const id = resultOf(await mock.send('onlineCgreportHeadAdd', 'POST', '/v1/online/cgreport/head/add', sexReport()));
      const users = mock.app.store.data.users;
      const answer = resultOf(await mock.get('onlineCgreportApiGetColumnsAndData', `/v1/online/cgreport/api/getColumnsAndData/${id}?self_sex=2&pageNo=1&pageSize=-521&column=username&order=asc`));
      expect(answer.cgreportHeadName).toBe('按性别查用户');
      expect(answer.columns.map((c) => c.dataIndex)).toEqual(['username', 'realname', 'sex']);
      expect(answer.dictOptions.sex?.map((i) => i.text)).toEqual(['男', '女']);
      expect(answer.fieldHrefSlots).toEqual([{ field: 'username', slotName: 'fieldHref_username', href: '/system/user?username=${username}' }]);
      const women = users.filter((u) => u.sex === 2).map((u) => u.username).sort();
      expect(answer.data.records.map((r) => r.username)).toEqual(women);
      expect(answer.data.total).toBe(women.length);
      // Without self_sex the default (1) is bound; the query field filters on top.
      const admin = resultOf(await mock.get('onlineCgreportApiGetColumnsAndData', `/v1/online/cgreport/api/getColumnsAndData/${id}?username=admin&self_part=dm`));
      expect(admin.data.records.map((r) => r.username)).toEqual(['admin']);
    }));

  it('an unknown id answers 实体不存在; a report whose SQL fails answers the engine message; a malformed id 400', () =>
    mock.fromSeed(async () => {
      expectFail(await mock.get('onlineCgreportApiGetColumnsAndData', `/v1/online/cgreport/api/getColumnsAndData/${UNKNOWN_ID}`), '实体不存在');
      const broken = mock.app.store.data.onlineReports[0];
      if (!broken) throw new Error('no report');
      broken.cgrSql = 'select x from nowhere';
      expectFail(await mock.get('onlineCgreportApiGetColumnsAndData', `/v1/online/cgreport/api/getColumnsAndData/${broken.id}`), 'SQL执行错误：no such table: nowhere');
      expect400(await mock.get('onlineCgreportApiGetColumnsAndData', '/v1/online/cgreport/api/getColumnsAndData/a%20b'), '参数错误：path.id 格式不正确');
    }));

  it('exports every row the query selects as a real .xlsx with the titles and dictionary texts', async () => {
    const file = await callRaw(mock.app, 'onlineCgreportApiExportXls', { url: `/v1/online/cgreport/api/exportXls/${reportId('report_user')}?username=admin`, token: mock.token });
    expect(file.status).toBe(200);
    expect(file.contentType).toContain(XLSX);
    const rows = await readSheet(file.raw);
    expect(rows[0]?.[0]).toBe('用户选择');
    expect(rows[2]).toEqual(['账号', '姓名', '性别', '手机号', '工号', '部门']);
    expect(rows[3]?.slice(0, 3)).toEqual(['admin', mock.app.store.data.users[0]?.realname, '男']);
    expect(rows).toHaveLength(4);
    const unknown = await callRaw(mock.app, 'onlineCgreportApiExportXls', { url: `/v1/online/cgreport/api/exportXls/${UNKNOWN_ID}`, token: mock.token });
    expect(JSON.parse(unknown.raw.toString())).toMatchObject({ success: false, message: '实体不存在' });
    const bad = await callRaw(mock.app, 'onlineCgreportApiExportXls', { url: '/v1/online/cgreport/api/exportXls/a%20b', token: mock.token });
    expect(bad.status).toBe(400);
  });
});
