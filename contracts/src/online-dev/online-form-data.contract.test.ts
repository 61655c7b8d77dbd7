// The online forms' runtime calls (issue 29): add / edit / view / delete rows with their sub-table rows, the
// sub-tables' reads, a tree form's levels, export and import, custom buttons, and the checks from the fields.
import { describe, expect, it } from 'vitest';
import { mockPerFile, call, callRaw, resultOf, expect400, expectFail, expectOk, multipart, readSheet, workbook, XLSX } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const formId = (tableName: string) => mock.app.store.data.onlineForms.find((form) => form.tableName === tableName)?.id as string;
const PURCHASE = () => formId('mis_purchase_apply');
const TREE = () => formId('mis_material_category');
const UNKNOWN = '0123456789abcdef0123456789abcdef';

const newPurchase = (overrides: Record<string, unknown> = {}) => ({
  apply_no: 'CG20260601001',
  title: '呼叫中心耳麦补充',
  apply_date: '2026-06-01',
  urgency: '2',
  total_amount: '2520.50',
  contact_phone: '13812345678',
  mis_purchase_item: [
    { material_name: '话务耳麦', unit: '副', quantity: '6', price: 420 },
    { material_name: '耳麦海绵套', unit: '个', quantity: 20, price: '0.5' },
  ],
  mis_purchase_contract: [{ contract_no: 'HT-2026-901', supplier: '北京华信达IT设备有限公司', sign_date: '2026-06-02' }],
  ...overrides,
});

const post = (code: string, payload: unknown) => call(mock.app, 'onlineCgformApiFormPost', { method: 'POST', url: `/v1/online/cgform/api/form/${code}`, token: mock.token, payload });
const put = (code: string, payload: unknown) => call(mock.app, 'onlineCgformApiFormPut', { method: 'PUT', url: `/v1/online/cgform/api/form/${code}`, token: mock.token, payload });
const getOne = (code: string, id: string) => call(mock.app, 'onlineCgformApiFormGet', { url: `/v1/online/cgform/api/form/${code}/${id}`, token: mock.token });
const remove = (code: string, ids: string) => call(mock.app, 'onlineCgformApiFormDelete', { method: 'DELETE', url: `/v1/online/cgform/api/form/${code}/${ids}`, token: mock.token });
const data = async (code: string, query = '') => resultOf(await call(mock.app, 'onlineCgformApiGetData', { url: `/v1/online/cgform/api/getData/${code}${query}`, token: mock.token }));
const tree = (query: string) => call(mock.app, 'onlineCgformApiGetTreeData', { url: `/v1/online/cgform/api/getTreeData/${TREE()}${query}`, token: mock.token });

describe('online form rows: add, view, edit, delete with sub-table rows', () => {
  it('adds a main row with its one-to-many and one-to-one rows (numbers sent as text are numbers) and reads it back', () =>
    mock.fromSeed(async () => {
      const added = await post(PURCHASE(), newPurchase());
      expectOk(added, '添加成功！');
      const id = resultOf(added) as string;
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const record = resultOf(await getOne(PURCHASE(), id));
      expect(record).toMatchObject({ id, apply_no: 'CG20260601001', total_amount: 2520.5, create_by: 'admin' });
      const items = record.mis_purchase_item as Array<Record<string, unknown>>;
      expect(items.map((item) => [item.material_name, item.quantity, item.price, item.apply_id])).toEqual([
        ['话务耳麦', 6, 420, id],
        ['耳麦海绵套', 20, 0.5, id],
      ]);
      expect(record.mis_purchase_contract).toEqual([expect.objectContaining({ contract_no: 'HT-2026-901', apply_id: id })]);
      const list = resultOf(await call(mock.app, 'onlineCgformApiSubformList', { url: `/v1/online/cgform/api/subform/list/mis_purchase_item/${id}`, token: mock.token }));
      expect(list?.map((row) => row.material_name)).toEqual(['话务耳麦', '耳麦海绵套']);
      const one = resultOf(await call(mock.app, 'onlineCgformApiSubform', { url: `/v1/online/cgform/api/subform/mis_purchase_contract/${id}`, token: mock.token }));
      expect(one).toMatchObject({ contract_no: 'HT-2026-901' });
      expect((await data(PURCHASE(), '?apply_no=CG20260601001')).total).toBe(1);
    }));

  it('edits the main row, replaces the sent sub-table rows (keeping a sent id) and leaves an unsent sub-table alone', () =>
    mock.fromSeed(async () => {
      const id = resultOf(await post(PURCHASE(), newPurchase())) as string;
      const before = resultOf(await getOne(PURCHASE(), id));
      const [first] = before.mis_purchase_item as Array<Record<string, unknown>>;
      const edited = await put(PURCHASE(), { id, title: '呼叫中心耳麦补充（二期）', mis_purchase_item: [{ ...first, quantity: 8 }] });
      expectOk(edited, '修改成功！');
      const after = resultOf(await getOne(PURCHASE(), id));
      expect(after).toMatchObject({ title: '呼叫中心耳麦补充（二期）', apply_no: 'CG20260601001' });
      expect(after.mis_purchase_item).toEqual([expect.objectContaining({ id: first?.id, quantity: 8 })]);
      expect(after.mis_purchase_contract).toHaveLength(1);
    }));

  it('deletes one row and a batch of comma-joined ids, with their sub-table rows', () =>
    mock.fromSeed(async () => {
      const a = resultOf(await post(PURCHASE(), newPurchase())) as string;
      const b = resultOf(await post(PURCHASE(), newPurchase({ apply_no: 'CG20260601002' }))) as string;
      const c = resultOf(await post(PURCHASE(), newPurchase({ apply_no: 'CG20260601003' }))) as string;
      const total = (await data(PURCHASE())).total;
      expectOk(await remove(PURCHASE(), a), '删除成功!');
      expectOk(await remove(PURCHASE(), `${b},${c}`), '删除成功!');
      expect((await data(PURCHASE())).total).toBe(total - 3);
      const subRows = resultOf(await call(mock.app, 'onlineCgformApiSubformList', { url: `/v1/online/cgform/api/subform/list/mis_purchase_item/${b}`, token: mock.token }));
      expect(subRows).toEqual([]);
      expectFail(await remove(PURCHASE(), a), '未找到对应数据');
    }));

  it('checks the row against the fields, naming the field (required, length, type, pattern, sub-table rows)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ apply_no: '' }, '申请单号不能为空'],
      [{ title: undefined }, '申请标题不能为空'],
      [{ title: '长'.repeat(101) }, '申请标题长度不能超过100个字符'],
      [{ apply_date: '2026/06/01' }, '申请日期必须是日期（yyyy-MM-dd）'],
      [{ total_amount: '两千' }, '预算金额必须是数字'],
      [{ contact_phone: '12345' }, '联系电话格式不正确'],
      [{ mis_purchase_item: [{ material_name: '耳麦', quantity: 'x' }] }, '采购明细第1行：数量必须是整数'],
      [{ mis_purchase_item: [{ material_name: '耳麦', quantity: 1 }, { quantity: 2 }] }, '采购明细第2行：物料名称不能为空'],
      [{ mis_purchase_contract: [{ contract_no: 'a' }, { contract_no: 'b' }] }, '采购合同只能有一条数据'],
    ];
    const total = (await data(PURCHASE())).total;
    for (const [overrides, message] of cases) {
      const body = newPurchase(overrides);
      if ('title' in overrides && overrides.title === undefined) delete (body as Record<string, unknown>).title;
      expectFail(await post(PURCHASE(), body), message);
    }
    expect((await data(PURCHASE())).total).toBe(total);
    const seeded = (await data(PURCHASE(), '?pageSize=1')).records[0]?.id as string;
    expectFail(await put(PURCHASE(), { id: seeded, apply_date: 'tomorrow' }), '申请日期必须是日期（yyyy-MM-dd）');
    expectFail(await put(PURCHASE(), { title: 'x' }), '参数错误：id 不能为空');
    expectFail(await put(PURCHASE(), { id: UNKNOWN, title: 'x' }), '未找到对应数据');
  });

  it('refuses an unknown form, a malformed code or id, and a body that is not an object', async () => {
    expectFail(await post(UNKNOWN, newPurchase()), '实体不存在');
    expectFail(await getOne(PURCHASE(), UNKNOWN), '未找到对应数据');
    expectFail(await getOne(UNKNOWN, UNKNOWN), '实体不存在');
    expect400(await getOne(PURCHASE(), 'bad id!'), '参数错误：path.id 格式不正确');
    expect400(await remove('bad!code', 'x'), '参数错误：path.code 格式不正确');
    expect400(await post(PURCHASE(), [1, 2]), '参数错误：body 类型应为 object');
    expectFail(await call(mock.app, 'onlineCgformApiSubform', { url: `/v1/online/cgform/api/subform/no_such_table/${UNKNOWN}`, token: mock.token }), '实体不存在');
    expectFail(await call(mock.app, 'onlineCgformApiSubformList', { url: `/v1/online/cgform/api/subform/list/no_such_table/${UNKNOWN}`, token: mock.token }), '实体不存在');
  });
});

describe('online form metadata for the runtime screens', () => {
  it('getColumns names the sub-tables, the href slots and the enabled buttons; getFormItem the sub-tables\' forms', async () => {
    const columns = resultOf(await call(mock.app, 'onlineCgformApiGetColumns', { url: `/v1/online/cgform/api/getColumns/${PURCHASE()}`, token: mock.token }));
    expect(columns.subTables).toEqual([
      { table: 'mis_purchase_item', title: '采购明细', relationType: 0, foreignKey: 'apply_id' },
      { table: 'mis_purchase_contract', title: '采购合同', relationType: 1, foreignKey: 'apply_id' },
    ]);
    expect(columns.fieldHrefSlots?.[0]).toMatchObject({ slotName: 'apply_no' });
    expect(columns.cgButtonList.map((button) => [button.buttonName, button.actionType, button.optPosition])).toEqual([
      ['提交审批', 'api', 'toolbar'],
      ['物料分类', 'form', 'toolbar'],
      ['查询单号', 'link', 'row'],
    ]);
    const formItem = resultOf(await call(mock.app, 'onlineCgformApiGetFormItem', { url: `/v1/online/cgform/api/getFormItem/${PURCHASE()}`, token: mock.token }));
    expect(formItem.schema.properties.contact_phone).toMatchObject({ pattern: 'm' });
    const [items, contract] = formItem.subTables ?? [];
    expect(items).toMatchObject({ table: 'mis_purchase_item', relationType: 0, required: ['material_name', 'quantity'] });
    expect(Object.keys(items?.properties ?? {})).not.toContain('apply_id');
    expect(items?.columns?.map((column) => column.dataIndex)).toEqual(['material_name', 'spec', 'unit', 'quantity', 'price', 'amount', 'remark']);
    expect(contract).toMatchObject({ table: 'mis_purchase_contract', relationType: 1, required: ['contract_no'] });
    const treeColumns = resultOf(await call(mock.app, 'onlineCgformApiGetColumns', { url: `/v1/online/cgform/api/getColumns/${TREE()}`, token: mock.token }));
    expect(treeColumns).toMatchObject({ pidField: 'pid', hasChildrenField: 'has_child', textField: 'name' });
  });
});

describe('tree forms', () => {
  it('answers one level at a time with has_child, and keeps the flags as children are added and deleted', () =>
    mock.fromSeed(async () => {
      const roots = resultOf(await tree('?pid=0'));
      expect(roots.records.map((row) => row.name)).toEqual(['办公用品', 'IT设备', '通信器材', '家具', '劳保用品']);
      expect(roots.records.map((row) => row.has_child)).toEqual(['1', '1', '1', '1', '0']);
      const it = roots.records[1]?.id as string;
      const children = resultOf(await tree(`?pid=${it}`));
      expect(children.records.map((row) => row.name)).toEqual(['计算机', '外设', '网络设备']);
      const safety = roots.records[4]?.id as string;
      const child = resultOf(await post(TREE(), { name: '安全帽', code: 'LB01', pid: safety })) as string;
      expect(resultOf(await tree('?pid=0')).records[4]).toMatchObject({ has_child: '1' });
      expect(resultOf(await tree(`?pid=${safety}`)).records).toEqual([expect.objectContaining({ id: child, pid: safety, has_child: '0' })]);
      expectOk(await remove(TREE(), child), '删除成功!');
      expect(resultOf(await tree('?pid=0')).records[4]).toMatchObject({ has_child: '0' });
      // Deleting a node takes its descendants.
      expectOk(await remove(TREE(), it), '删除成功!');
      expect(resultOf(await tree(`?pid=${children.records[0]?.id as string}`)).total).toBe(0);
    }));

  it('refuses a form that is not a tree, an unknown parent and a bad code', async () => {
    expectFail(await call(mock.app, 'onlineCgformApiGetTreeData', { url: `/v1/online/cgform/api/getTreeData/${PURCHASE()}`, token: mock.token }), '该表单不是树表单');
    expectFail(await post(TREE(), { name: '孤儿', code: 'GE', pid: UNKNOWN }), '父级节点不存在');
    expectFail(await post(TREE(), { name: '小写', code: 'ab' }), '分类编码格式不正确');
    expect400(await tree(`?pid=${'x'.repeat(65)}`), '参数错误：query.pid 长度不能超过 64 个字符');
  });
});

describe('export and import', () => {
  it('exports the query (paramsStr or plain) or the selections with dictionary texts, as a real workbook', async () => {
    const paramsStr = encodeURIComponent(JSON.stringify({ status: '2', column: 'apply_no', order: 'asc' }));
    const file = await callRaw(mock.app, 'onlineCgformApiExportXls', { url: `/v1/online/cgform/api/exportXls/${PURCHASE()}?paramsStr=${paramsStr}`, token: mock.token });
    expect(file.contentType).toContain(XLSX);
    const rows = await readSheet(file.raw);
    expect(rows[0]?.[0]).toBe('采购申请');
    expect(rows[2]).toEqual(['申请单号', '申请标题', '申请部门', '申请人', '联系电话', '申请日期', '紧急程度', '审批状态', '预算金额']);
    const body = rows.slice(3);
    expect(body.length).toBeGreaterThan(0);
    expect(new Set(body.map((row) => row[7]))).toEqual(new Set(['处理中']));
    const picked = (await data(PURCHASE(), '?pageSize=2')).records.map((row) => row.id).join(',');
    const selected = await callRaw(mock.app, 'onlineCgformApiExportXls', { url: `/v1/online/cgform/api/exportXls/${PURCHASE()}?selections=${picked}`, token: mock.token });
    expect((await readSheet(selected.raw)).slice(3)).toHaveLength(2);
    const bad = await callRaw(mock.app, 'onlineCgformApiExportXls', { url: `/v1/online/cgform/api/exportXls/${PURCHASE()}?paramsStr=%7Bnope`, token: mock.token });
    expect(JSON.parse(bad.raw.toString())).toMatchObject({ success: false, message: 'paramsStr不是合法的JSON' });
  });

  it('imports rows as the add form does: all good → 200, some bad → 201 with the error file', () =>
    mock.fromSeed(async () => {
      const total = (await data(PURCHASE())).total;
      const sheet = await workbook([
        ['申请单号', '申请标题', '申请日期', '紧急程度', '审批状态', '预算金额'],
        ['CG20260701001', '导入的采购申请', '2026-07-01', '紧急', '待提交', '1200'],
        ['CG20260701002', '第二条', '2026-07-02', '1', '1', ''],
        ['', '缺单号', '2026-07-03', '', '', ''],
        ['CG20260701004', '坏日期', '七月四日', '', '', ''],
      ]);
      const form = multipart({}, { name: '采购申请.xlsx', type: XLSX, content: sheet });
      const answer = await call(mock.app, 'onlineCgformApiImportXls', { method: 'POST', url: `/v1/online/cgform/api/importXls/${PURCHASE()}`, token: mock.token, headers: form.headers, payload: form.payload });
      expect(answer.body).toMatchObject({ success: true, code: 201, result: { totalCount: 4, successCount: 2, errorCount: 2 } });
      expect(resultOf(answer)?.fileUrl).toBeTruthy();
      const imported = await data(PURCHASE(), '?apply_no=CG20260701001');
      expect(imported.records[0]).toMatchObject({ urgency: '3', status: '1', total_amount: 1200 });
      expect((await data(PURCHASE())).total).toBe(total + 2);
      const empty = multipart({ note: 'x' });
      expectFail(
        await call(mock.app, 'onlineCgformApiImportXls', { method: 'POST', url: `/v1/online/cgform/api/importXls/${PURCHASE()}`, token: mock.token, headers: empty.headers, payload: empty.payload }),
        '参数错误：body.file 不能为空（请上传Excel文件）',
      );
    }));
});

describe('custom buttons', () => {
  it('lists a form\'s buttons as declared actions and runs an action button on the chosen rows', () =>
    mock.fromSeed(async () => {
      const buttons = resultOf(await call(mock.app, 'onlineCgformButtonList', { url: `/v1/online/cgform/button/list/${PURCHASE()}`, token: mock.token }));
      expect(buttons.map((button) => button.buttonCode)).toEqual(['submit', 'category', 'search']);
      expect(buttons[1]).toMatchObject({ actionType: 'form', actionTarget: TREE() });
      // The runtime reads the designer's own list (no script, no `sets` in the answer).
      expect(buttons[0]).not.toHaveProperty('sets');
      const pending = (await data(PURCHASE(), '?status=1')).records.map((row) => row.id);
      const run = await call(mock.app, 'onlineCgformApiDoButton', { method: 'POST', url: '/v1/online/cgform/api/doButton', token: mock.token, payload: { formId: PURCHASE(), buttonCode: 'submit', dataId: pending.join(',') } });
      expectOk(run, '处理完成!');
      expect((await data(PURCHASE(), '?status=1')).total).toBe(0);
      expectFail(await call(mock.app, 'onlineCgformApiDoButton', { method: 'POST', url: '/v1/online/cgform/api/doButton', token: mock.token, payload: { formId: PURCHASE(), buttonCode: 'category', dataId: pending.join(',') } }), '按钮不存在');
      expectFail(await call(mock.app, 'onlineCgformApiDoButton', { method: 'POST', url: '/v1/online/cgform/api/doButton', token: mock.token, payload: { formId: PURCHASE(), buttonCode: 'submit', dataId: '' } }), '请先选中一条记录');
      expect400(await call(mock.app, 'onlineCgformApiDoButton', { method: 'POST', url: '/v1/online/cgform/api/doButton', token: mock.token, payload: { formId: PURCHASE() } }), '参数错误：body.buttonCode 不能为空');
      expect(resultOf(await call(mock.app, 'onlineCgformButtonList', { url: `/v1/online/cgform/button/list/${UNKNOWN}`, token: mock.token }))).toEqual([]);
    }));
});

describe('the 10 000-row form', () => {
  it('pages its rows (made on first read), filters and sorts them', async () => {
    const calls = formId('mis_call_record');
    const first = await data(calls, '?pageNo=1&pageSize=10');
    expect(first.total).toBe(10_000);
    expect(first.records).toHaveLength(10);
    const seat = await data(calls, '?seat_no=KF1001&pageSize=5&column=duration&order=desc');
    expect(seat.total).toBe(250);
    const durations = seat.records.map((row) => row.duration as number);
    expect([...durations].sort((a, b) => b - a)).toEqual(durations);
  });
});
