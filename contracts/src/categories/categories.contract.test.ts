import { describe, expect, it } from 'vitest';
import { call, callRaw, mockPerFile, multipart, readSheet, resultOf, workbook, XLSX, expect400, expectFail, type Answer, type OperationId } from '../kit';

const mock = mockPerFile({ login: 'admin' });
const { get, send } = mock;

describe('categories', () => {
  const categoryId = (code: string) => mock.app.store.data.categories.find((c) => c.code === code)?.id as string;
  const nodes = <Op extends OperationId>(answer: Answer<Op>) => resultOf(answer);

  it('lists the roots by code, a node\'s children, or searches by name', async () => {
    const roots = await get('sysCategoryRootList', '/v1/sys/category/rootList');
    expect(roots.body).toMatchObject({ success: true, code: 0 });
    expect(resultOf(roots).records.map((c) => [c.code, c.name, c.hasChild])).toEqual([
      ['A01', '电脑产品', '1'],
      ['B02', '物料树', '1'],
      ['B03', '岗位类别', '1'],
      ['B04', '服务行业', '1'],
      ['B05', '证照类型', '1'],
    ]);
    const children = resultOf(await get('sysCategoryRootList', `/v1/sys/category/rootList?pid=${categoryId('B02')}`));
    expect(children.records.map((c) => c.name)).toEqual(['上衣', '裤子']);
    const search = resultOf(await get('sysCategoryRootList', `/v1/sys/category/rootList?name=${encodeURIComponent('*客服*')}`));
    expect(search.records.map((c) => c.code)).toEqual(['B03A01A01', 'B03A01A02']);
  });

  it('list refuses an unknown sort column and a bad matchType', async () => {
    expectFail(await get('sysCategoryRootList', '/v1/sys/category/rootList?column=price'), '请注意，将要排序的列字段不存在：price');
    expect400(await get('sysCategoryRootList', '/v1/sys/category/rootList?superQueryMatchType=xor'), '参数错误：query.superQueryMatchType 取值应为 and/or/AND/OR 之一');
  });

  it('adds categories with generated codes, edits and deletes them, keeping hasChild right', async () => {
    const add = await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { pid: categoryId('B02A01'), name: '工装', code: 'IGNORED' });
    expect(add.body).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    expect(mock.app.store.data.categories.find((c) => c.name === '工装')).toMatchObject({ code: 'B02A01A04', pid: categoryId('B02A01'), hasChild: '0' });

    await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { pid: categoryId('B02A02'), name: '牛仔裤' });
    expect(mock.app.store.data.categories.find((c) => c.code === 'B02A02')?.hasChild).toBe('1');
    expect(mock.app.store.data.categories.find((c) => c.name === '牛仔裤')?.code).toBe('B02A02A01');
    await send('sysCategoryAdd', 'POST', '/v1/sys/category/add', { name: '合同类型' });
    expect(mock.app.store.data.categories.find((c) => c.name === '合同类型')).toMatchObject({ code: 'B06', pid: '0' });

    const jeans = categoryId('B02A02A01');
    const edit = await send('sysCategoryEdit', 'PUT', '/v1/sys/category/edit', { id: jeans, name: '牛仔长裤', code: 'B02A02A09' });
    expect(edit.body).toMatchObject({ success: true, message: '修改成功!' });
    expect((await get('sysCategoryLoadOne', '/v1/sys/category/loadOne?field=code&val=B02A02A09')).body.result).toMatchObject({ name: '牛仔长裤', id: jeans });

    const removed = await send('sysCategoryDelete', 'DELETE', `/v1/sys/category/delete?id=${jeans}`);
    expect(removed.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(mock.app.store.data.categories.find((c) => c.code === 'B02A02')?.hasChild).toBe('0');
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
    expect(mock.app.store.data.categories.filter((c) => c.code.startsWith('A01A01'))).toEqual([]);
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

  it('deleteBatch takes each subtree and clears the parents left without a child; only commas → 参数不识别！', () =>
    mock.fromSeed(async () => {
      const ids = `${categoryId('B02A01')},${categoryId('B02A02')},${categoryId('B05A03A01')},`;
      const answer = await send('sysCategoryDeleteBatch', 'DELETE', `/v1/sys/category/deleteBatch?ids=${ids}`);
      expect(answer.body).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      const left = mock.app.store.data.categories;
      expect(left.filter((c) => c.code.startsWith('B02A0') || c.code === 'B05A03A01')).toEqual([]);
      expect(left.find((c) => c.code === 'B02')?.hasChild).toBe('0');
      expect(left.find((c) => c.code === 'B05A03')?.hasChild).toBe('1');
      expectFail(await send('sysCategoryDeleteBatch', 'DELETE', '/v1/sys/category/deleteBatch?ids=,,'), '参数不识别！');
      expect400(await send('sysCategoryDeleteBatch', 'DELETE', '/v1/sys/category/deleteBatch'), '参数错误：query.ids 不能为空');
    }));

  it('checkCode accepts a code under the parent\'s prefix (any code for a root) and refuses the others', async () => {
    const parent = categoryId('B03A01');
    expect((await get('sysCategoryCheckCode', `/v1/sys/category/checkCode?pid=${parent}&code=B03A01A09`)).body).toMatchObject({ success: true, code: 200 });
    expect((await get('sysCategoryCheckCode', '/v1/sys/category/checkCode?pid=0&code=Z01')).body).toMatchObject({ success: true, code: 200 });
    expect((await get('sysCategoryCheckCode', '/v1/sys/category/checkCode?code=Z01')).body.success).toBe(true);
    expectFail(await get('sysCategoryCheckCode', `/v1/sys/category/checkCode?pid=${parent}&code=B04A01`), '编码不符合规范,须以"B03A01"开头!');
    expectFail(await get('sysCategoryCheckCode', `/v1/sys/category/checkCode?pid=${parent}&code=`), '错误,类型编码为空!');
    expectFail(await get('sysCategoryCheckCode', '/v1/sys/category/checkCode?pid=nope&code=B01'), '未找到对应实体');
    expect400(await get('sysCategoryCheckCode', `/v1/sys/category/checkCode?pid=${'x'.repeat(65)}&code=B01`), '参数错误：query.pid 长度不能超过 64 个字符');
  });

  it('exportXls writes every level the filters select, or the selections; a bad sort column answers the envelope', async () => {
    const file = await callRaw(mock.app, 'sysCategoryExportXls', { url: '/v1/sys/category/exportXls?code=B05A03*', token: mock.token });
    const rows = await readSheet(file.raw);
    expect(rows[0]?.[0]).toBe('分类字典列表');
    expect(rows[2]).toEqual(['父级节点', '类型名称', '类型编码', '是否有子节点']);
    expect(rows.slice(3)).toEqual([
      [categoryId('B05'), '职业资格证书', 'B05A03', '1'],
      [categoryId('B05A03'), '低压电工作业证', 'B05A03A01', '0'],
      [categoryId('B05A03'), '高处作业证', 'B05A03A02', '0'],
    ]);
    const picked = await readSheet((await callRaw(mock.app, 'sysCategoryExportXls', { url: `/v1/sys/category/exportXls?selections=${categoryId('B04A03')}`, token: mock.token })).raw);
    expect(picked.slice(3).map((row) => row[1])).toEqual(['保险']);
    const refused = await callRaw(mock.app, 'sysCategoryExportXls', { url: '/v1/sys/category/exportXls?column=price', token: mock.token });
    expect(JSON.parse(refused.raw.toString())).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在：price' });
  });

  it('importExcel hangs each row below the category its code extends and reports the rows it cannot take', () =>
    mock.fromSeed(async () => {
      const sheet = await workbook([
        ['类型名称', '类型编码'],
        ['工种', 'C01'],
        ['焊工', 'C01A01'],
        ['电焊工', 'C01A01A01'],
        ['', 'C01A02'],
        ['秋衣', 'B02A01A01'],
        ['孤儿', 'Z09A01'],
      ]);
      const form = multipart({}, { name: '分类.xlsx', type: XLSX, content: sheet });
      const answer = await call(mock.app, 'sysCategoryImportExcel', { method: 'POST', url: '/v1/sys/category/importExcel', token: mock.token, headers: form.headers, payload: form.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 6, successCount: 3, errorCount: 3 } });
      const byCodeOf = (code: string) => mock.app.store.data.categories.find((c) => c.code === code);
      expect(byCodeOf('C01')).toMatchObject({ pid: '0', name: '工种', hasChild: '1' });
      expect(byCodeOf('C01A01')).toMatchObject({ pid: byCodeOf('C01')?.id, hasChild: '1' });
      expect(byCodeOf('C01A01A01')).toMatchObject({ pid: byCodeOf('C01A01')?.id, name: '电焊工', hasChild: '0' });
      expect(byCodeOf('Z09A01')).toBeUndefined();

      const good = multipart({}, { name: '分类.xlsx', type: XLSX, content: await workbook([['类型名称', '类型编码'], ['刨工', 'C01A02']]) });
      const all = await call(mock.app, 'sysCategoryImportExcel', { method: 'POST', url: '/v1/sys/category/importExcel', token: mock.token, headers: good.headers, payload: good.payload });
      expect(all.body).toMatchObject({ success: true, code: 200, message: '共1行数据全部导入成功！' });
      const empty = multipart({ note: 'x' });
      expectFail(await call(mock.app, 'sysCategoryImportExcel', { method: 'POST', url: '/v1/sys/category/importExcel', token: mock.token, headers: empty.headers, payload: empty.payload }), '参数错误：body.file 不能为空（请上传Excel文件）');
    }));
});
