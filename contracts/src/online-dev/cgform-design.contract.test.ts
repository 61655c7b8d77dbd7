import { describe, expect, it } from 'vitest';
import { expect400, expectFail, expectOk, mockPerFile, resultOf, type Schema } from '../kit';

const mock = mockPerFile({ login: 'admin' });

const SUPPLIER = '/online/cgform/api/getData/';
const formId = (tableName: string) => mock.app.store.data.onlineForms.find((form) => form.tableName === tableName)?.id as string;
const UNKNOWN_ID = '0123456789abcdef0123456789abcdef';

type FieldForm = Schema<'OnlineFieldForm'>;
const ID_FIELD: FieldForm = { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isShowList: 0 };
const contractMain = (fields: FieldForm[] = []) => ({
  head: { tableName: 'mis_contract', tableTxt: '合同登记', tableType: 2 as const },
  fields: [ID_FIELD, { dbFieldName: 'contract_no', dbFieldTxt: '合同编号', dbLength: 32, dbIsNull: 0 as const, isQuery: 1 as const }, ...fields],
  indexs: [{ indexName: 'uk_contract_no', indexField: 'contract_no', indexType: 'unique' as const }],
});
const contractItems = (foreignKey = true) => ({
  head: { tableName: 'mis_contract_item', tableTxt: '合同明细', tableType: 3 as const, relationType: 0 as const },
  fields: [
    ID_FIELD,
    { dbFieldName: 'item_name', dbFieldTxt: '明细名称', dbLength: 50 },
    { dbFieldName: 'contract_id', dbFieldTxt: '合同ID', dbLength: 36, ...(foreignKey ? { mainTable: 'mis_contract', mainField: 'id' } : {}) },
  ],
});
const addAll = (body: unknown) => mock.send('onlineCgformApiAddAll', 'POST', '/v1/online/cgform/api/addAll', body);
const sync = (id: string, method: 'normal' | 'force') => mock.send('onlineCgformApiDoDbSynch', 'POST', `/v1/online/cgform/api/doDbSynch/${id}/${method}`);
const fieldsOf = async (id: string) => resultOf(await mock.get('onlineCgformFieldListByHeadId', `/v1/online/cgform/field/listByHeadId?headId=${id}`));

describe('Online表单开发: the list of definitions', () => {
  it('head/list pages the heads, filters by table name and type, sorts by createTime desc; bad type → 400', async () => {
    const page = resultOf(await mock.get('onlineCgformHeadList', '/v1/online/cgform/head/list?pageNo=1&pageSize=10&copyType=0'));
    expect(page.total).toBe(mock.app.store.data.onlineForms.length);
    const created = page.records.map((head) => head.createTime);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.records.map((head) => head.tableName)).toEqual(expect.arrayContaining(['mis_training_course', 'mis_supplier', 'dws_headcount_post']));
    expect(page.records[0]).toMatchObject({ tableType: 1, isDbSynch: 'Y', tableVersion: 1 });
    expect(page.records[0]).not.toHaveProperty('fields');
    const found = resultOf(await mock.get('onlineCgformHeadList', `/v1/online/cgform/head/list?tableName=${encodeURIComponent('*supp*')}&tableType=1`));
    expect(found.records.map((head) => head.tableName)).toEqual(['mis_supplier']);
    expect400(await mock.get('onlineCgformHeadList', '/v1/online/cgform/head/list?tableType=9'), '参数错误：query.tableType 取值应为 1/2/3 之一');
  });

  it('field and index listByHeadId answer a definition in order; an unknown head answers an empty list; no headId → 400', async () => {
    const fields = await fieldsOf(formId('mis_supplier'));
    expect(fields.map((field) => field.dbFieldName).slice(0, 3)).toEqual(['id', 'supplier_name', 'supplier_type']);
    expect(fields[0]).toMatchObject({ dbIsKey: 1, cgformHeadId: formId('mis_supplier') });
    expect(await fieldsOf(UNKNOWN_ID)).toEqual([]);
    expect(resultOf(await mock.get('onlineCgformIndexListByHeadId', `/v1/online/cgform/index/listByHeadId?headId=${formId('mis_supplier')}`))).toEqual([]);
    expect400(await mock.get('onlineCgformFieldListByHeadId', '/v1/online/cgform/field/listByHeadId'), '参数错误：query.headId 不能为空');
    expect400(await mock.get('onlineCgformIndexListByHeadId', '/v1/online/cgform/index/listByHeadId'), '参数错误：query.headId 不能为空');
  });
});

describe('addAll / editAll: a main table with a one-to-many sub-table', () => {
  it('addAll stores head, fields and indexes unsynchronised; the sub joins its main’s subTableStr; tableInfo lists it', () =>
    mock.fromSeed(async () => {
      const main = await addAll(contractMain());
      expectOk(main, '添加成功');
      const head = resultOf(main);
      expect(head).toMatchObject({ tableName: 'mis_contract', tableType: 2, isDbSynch: 'N', tableVersion: 1, createBy: 'admin' });
      const fields = await fieldsOf(head.id);
      expect(fields.map((field) => [field.dbFieldName, field.dbType, field.dbLength, field.isShowList])).toEqual([
        ['id', 'string', 36, 0],
        ['contract_no', 'string', 32, 1],
      ]);
      expect(resultOf(await mock.get('onlineCgformIndexListByHeadId', `/v1/online/cgform/index/listByHeadId?headId=${head.id}`))).toMatchObject([
        { indexName: 'uk_contract_no', indexField: 'contract_no', indexType: 'unique', cgformHeadId: head.id },
      ]);
      const sub = resultOf(await addAll(contractItems()));
      const info = resultOf(await mock.get('onlineCgformHeadTableInfo', `/v1/online/cgform/head/tableInfo?code=${head.id}`));
      expect(info.main.subTableStr).toBe('mis_contract_item');
      expect(info.subs.map((s) => s.id)).toEqual([sub.id]);
    }));

  it('the designer’s rules answer Chinese messages naming the table or field', () =>
    mock.fromSeed(async () => {
      expectFail(await addAll({ ...contractMain(), head: { tableName: 'Mis-Contract', tableTxt: '合同' } }), '表名「Mis-Contract」格式不正确：须以小写字母开头，只含小写字母、数字和下划线');
      expectFail(await addAll({ ...contractMain(), head: { tableName: 'mis_supplier', tableTxt: '供应商' } }), '表名「mis_supplier」已存在');
      expectFail(await addAll(contractMain([{ dbFieldName: 'contract_no', dbFieldTxt: '编号' }])), '字段名「contract_no」重复');
      expectFail(await addAll(contractMain([{ dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'int', dbLength: 20 }])), '字段「amount」的类型与长度不匹配：int 的长度须在1到11之间');
      expectFail(
        await addAll(contractMain([{ dbFieldName: 'rate', dbFieldTxt: '税率', dbType: 'double', dbLength: 4, dbPointLength: 4 }])),
        '字段「rate」的类型与长度不匹配：小数位数须小于长度',
      );
      expectFail(await addAll({ ...contractMain(), indexs: [{ indexName: 'idx_x', indexField: 'nope' }] }), '索引「idx_x」的字段「nope」不存在');
      expectFail(await addAll({ ...contractMain(), fields: [{ dbFieldName: 'contract_no', dbFieldTxt: '合同编号' }], indexs: [] }), '缺少主键字段：请将一个字段设为主键');
      expectOk(await addAll(contractMain()), '添加成功');
      expectFail(await addAll(contractItems(false)), '附表「mis_contract_item」缺少外键：请在外键页为一个字段填写主表和主表字段');
      expect400(await addAll({ head: { tableName: 'mis_x', tableTxt: 'x' }, fields: [{ dbFieldName: 'id', dbType: 'varchar' }] }), '参数错误：body.fields.0.dbType 取值应为 string/int/double/BigDecimal/Date/Datetime/Text/Blob 之一');
      expect400(await addAll({ head: { tableTxt: 'x' }, fields: [] }), '参数错误：body.head.tableName 不能为空');
    }));

  it('editAll updates, adds and deletes fields: a column change unsyncs and raises the version, a label change does not; numbers as strings are coerced', () =>
    mock.fromSeed(async () => {
      const head = resultOf(await addAll(contractMain()));
      await sync(head.id, 'normal');
      const stored = await fieldsOf(head.id);
      const contractNo = stored.find((field) => field.dbFieldName === 'contract_no') as Schema<'OnlineField'>;
      const relabel = await mock.send('onlineCgformApiEditAll', 'PUT', '/v1/online/cgform/api/editAll', {
        head: { id: head.id, tableName: 'mis_contract', tableTxt: '合同登记' },
        fields: [{ ...contractNo, dbFieldTxt: '合同号' }],
      });
      expectOk(relabel, '全部修改成功');
      expect(resultOf(relabel)).toMatchObject({ isDbSynch: 'Y', tableVersion: 1 });
      const index = resultOf(await mock.get('onlineCgformIndexListByHeadId', `/v1/online/cgform/index/listByHeadId?headId=${head.id}`))[0] as Schema<'OnlineIndex'>;
      const change = {
        head: { id: head.id, tableName: 'mis_contract', tableTxt: '合同登记' },
        fields: [{ dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'double', dbLength: '12', dbPointLength: '2' }],
        deleteFieldIds: contractNo.id,
      };
      expectFail(await mock.send('onlineCgformApiEditAll', 'PUT', '/v1/online/cgform/api/editAll', change), '索引「uk_contract_no」的字段「contract_no」不存在');
      const edited = await mock.send('onlineCgformApiEditAll', 'PUT', '/v1/online/cgform/api/editAll', { ...change, deleteIndexIds: [index.id] });
      expect(resultOf(edited)).toMatchObject({ isDbSynch: 'N', tableVersion: 2 });
      expect((await fieldsOf(head.id)).map((field) => [field.dbFieldName, field.dbFieldTxt])).toEqual([
        ['id', '主键'],
        ['amount', '金额'],
      ]);
      expectFail(
        await mock.send('onlineCgformApiEditAll', 'PUT', '/v1/online/cgform/api/editAll', { head: { id: UNKNOWN_ID, tableName: 'mis_x', tableTxt: 'x' }, fields: [] }),
        '未找到对应实体',
      );
      expect400(await mock.send('onlineCgformApiEditAll', 'PUT', '/v1/online/cgform/api/editAll', { head: { id: head.id, tableName: 'mis_contract', tableTxt: 'x' } }), '参数错误：body.fields 不能为空');
    }));
});

describe('doDbSynch', () => {
  it('normal keeps rows, converts retyped values and drops removed columns; the answer names what it dropped', () =>
    mock.fromSeed(async () => {
      const id = formId('mis_supplier');
      const fields = await fieldsOf(id);
      const annual = fields.find((field) => field.dbFieldName === 'annual_amount') as Schema<'OnlineField'>;
      const credit = fields.find((field) => field.dbFieldName === 'credit_code') as Schema<'OnlineField'>;
      await mock.send('onlineCgformApiEditAll', 'PUT', '/v1/online/cgform/api/editAll', {
        head: { id, tableName: 'mis_supplier', tableTxt: '供应商名录' },
        fields: [{ ...annual, dbType: 'int', dbLength: 10, dbPointLength: 0 }, { dbFieldName: 'remark', dbFieldTxt: '备注', dbDefaultVal: '无' }],
        deleteFieldIds: [credit.id],
      });
      const answer = await sync(id, 'normal');
      expectOk(answer, '同步数据库成功!');
      const report = resultOf(answer);
      expect(report).toMatchObject({ tableName: 'mis_supplier', synMethod: 'normal', rows: 28, added: ['remark'], dropped: [{ column: 'credit_code', values: 28 }] });
      expect(report.converted).toEqual([{ column: 'annual_amount', from: 'double(12,0)', to: 'int(10)', values: 28, lost: 0 }]);
      const data = resultOf(await mock.get('onlineCgformApiGetData', `/v1${SUPPLIER}${id}?pageSize=-521`));
      expect(data.total).toBe(28);
      for (const row of data.records) {
        expect(Number.isInteger(row.annual_amount)).toBe(true);
        expect(row.remark).toBe('无');
        expect(row).not.toHaveProperty('credit_code');
      }
      expect(resultOf(await mock.get('onlineCgformHeadList', '/v1/online/cgform/head/list?tableName=mis_supplier')).records[0]).toMatchObject({ isDbSynch: 'Y', tableVersion: 2 });
    }));

  it('force rebuilds the table empty; unknown form fails; a bad method → 400', () =>
    mock.fromSeed(async () => {
      const id = formId('mis_training_course');
      expect(resultOf(await sync(id, 'force'))).toMatchObject({ synMethod: 'force', rows: 0, dropped: [], converted: [] });
      expect(resultOf(await mock.get('onlineCgformApiGetData', `/v1${SUPPLIER}${id}`)).total).toBe(0);
      expectFail(await sync(UNKNOWN_ID, 'normal'), '未找到对应实体');
      expect400(await mock.send('onlineCgformApiDoDbSynch', 'POST', `/v1/online/cgform/api/doDbSynch/${id}/drop`), '参数错误：path.synMethod 取值应为 normal/force 之一');
    }));
});

describe('head add / edit / delete / removeRecord / copyOnline / queryTables', () => {
  it('head/add and head/edit store the head alone with the head’s rules', () =>
    mock.fromSeed(async () => {
      expectOk(await mock.send('onlineCgformHeadAdd', 'POST', '/v1/online/cgform/head/add', { tableName: 'mis_asset', tableTxt: '资产登记' }), '添加成功！');
      expectFail(await mock.send('onlineCgformHeadAdd', 'POST', '/v1/online/cgform/head/add', { tableName: 'mis_asset', tableTxt: '资产' }), '表名「mis_asset」已存在');
      expect400(await mock.send('onlineCgformHeadAdd', 'POST', '/v1/online/cgform/head/add', { tableName: 'mis_asset' }), '参数错误：body.tableTxt 不能为空');
      const id = formId('mis_asset');
      expectOk(await mock.send('onlineCgformHeadEdit', 'PUT', '/v1/online/cgform/head/edit', { id, tableName: 'mis_asset', tableTxt: '固定资产', isPage: 'N' }), '编辑成功!');
      expect(mock.app.store.data.onlineForms.find((form) => form.id === id)).toMatchObject({ tableTxt: '固定资产', isPage: 'N' });
      expectFail(await mock.send('onlineCgformHeadEdit', 'PUT', '/v1/online/cgform/head/edit', { id: UNKNOWN_ID, tableName: 'mis_y', tableTxt: 'y' }), '未找到对应实体');
      expect400(await mock.send('onlineCgformHeadEdit', 'PUT', '/v1/online/cgform/head/edit', { id, tableName: 'mis_asset', tableTxt: 'x', isPage: 'maybe' }), "参数错误：body.isPage 取值应为 Y/N 之一");
    }));

  it('delete takes the table with it; removeRecord keeps it for queryTables and a new definition of that name takes its rows over', () =>
    mock.fromSeed(async () => {
      const supplier = formId('mis_supplier');
      expectOk(await mock.send('onlineCgformHeadRemoveRecord', 'DELETE', `/v1/online/cgform/head/removeRecord?id=${supplier}`), '移除成功!');
      expect(resultOf(await mock.get('onlineCgformHeadQueryTables', '/v1/online/cgform/head/queryTables?tableName=supp'))).toEqual([{ tableName: 'mis_supplier', columns: 11, rows: 28 }]);
      const again = resultOf(await addAll({ head: { tableName: 'mis_supplier', tableTxt: '供应商' }, fields: [ID_FIELD, { dbFieldName: 'supplier_name', dbFieldTxt: '供应商名称', dbLength: 100 }] }));
      const report = resultOf(await sync(again.id, 'normal'));
      expect(report.rows).toBe(28);
      expect(report.dropped.map((column) => column.column)).toContain('credit_code');
      expect(resultOf(await mock.get('onlineCgformHeadQueryTables', '/v1/online/cgform/head/queryTables'))).toEqual([]);

      const training = formId('mis_training_course');
      expectOk(await mock.send('onlineCgformHeadDelete', 'DELETE', `/v1/online/cgform/head/delete?id=${training}`), '删除成功!');
      expect(resultOf(await mock.get('onlineCgformHeadQueryTables', '/v1/online/cgform/head/queryTables'))).toEqual([]);
      expectFail(await mock.send('onlineCgformHeadDelete', 'DELETE', `/v1/online/cgform/head/delete?id=${training}`), '未找到对应实体');
      expectFail(await mock.send('onlineCgformHeadRemoveRecord', 'DELETE', `/v1/online/cgform/head/removeRecord?id=${training}`), '未找到对应实体');
      expect400(await mock.send('onlineCgformHeadDelete', 'DELETE', '/v1/online/cgform/head/delete'), '参数错误：query.id 不能为空');
      expect400(await mock.send('onlineCgformHeadRemoveRecord', 'DELETE', '/v1/online/cgform/head/removeRecord'), '参数错误：query.id 不能为空');
      expect400(await mock.get('onlineCgformHeadQueryTables', `/v1/online/cgform/head/queryTables?tableName=${'x'.repeat(65)}`), '参数错误：query.tableName 长度不能超过 64 个字符');
    }));

  it('deleteBatch removes several definitions; only commas → 参数不识别！', () =>
    mock.fromSeed(async () => {
      const before = resultOf(await mock.get('onlineCgformHeadList', '/v1/online/cgform/head/list')).total;
      expectOk(await mock.send('onlineCgformHeadDeleteBatch', 'DELETE', `/v1/online/cgform/head/deleteBatch?ids=${formId('mis_supplier')},${formId('mis_training_course')},`), '删除成功!');
      expect(resultOf(await mock.get('onlineCgformHeadList', '/v1/online/cgform/head/list')).total).toBe(before - 2);
      expectFail(await mock.send('onlineCgformHeadDeleteBatch', 'DELETE', '/v1/online/cgform/head/deleteBatch?ids=,,'), '参数不识别！');
    }));

  it('copyOnline copies under a new name (given, or <table>_copy<n>) unsynchronised and empty; a taken name is refused', () =>
    mock.fromSeed(async () => {
      const source = formId('mis_supplier');
      const named = await mock.send('onlineCgformHeadCopyOnline', 'POST', `/v1/online/cgform/head/copyOnline?code=${source}&tableName=mis_vendor`);
      expectOk(named, '复制成功!');
      expect(resultOf(named)).toMatchObject({ tableName: 'mis_vendor', tableTxt: '供应商名录', isDbSynch: 'N', tableVersion: 1 });
      expect((await fieldsOf(resultOf(named).id)).length).toBe(11);
      expect(resultOf(await mock.send('onlineCgformHeadCopyOnline', 'POST', `/v1/online/cgform/head/copyOnline?code=${source}`)).tableName).toBe('mis_supplier_copy1');
      expect(resultOf(await mock.send('onlineCgformHeadCopyOnline', 'POST', `/v1/online/cgform/head/copyOnline?code=${source}`)).tableName).toBe('mis_supplier_copy2');
      expectFail(await mock.send('onlineCgformHeadCopyOnline', 'POST', `/v1/online/cgform/head/copyOnline?code=${source}&tableName=mis_vendor`), '表名「mis_vendor」已存在');
      expectFail(await mock.send('onlineCgformHeadCopyOnline', 'POST', `/v1/online/cgform/head/copyOnline?code=${UNKNOWN_ID}`), '未找到对应实体');
      expect400(await mock.send('onlineCgformHeadCopyOnline', 'POST', '/v1/online/cgform/head/copyOnline'), '参数错误：query.code 不能为空');
    }));

  it('tableInfo of an unknown code fails; without code → 400', async () => {
    expectFail(await mock.get('onlineCgformHeadTableInfo', `/v1/online/cgform/head/tableInfo?code=${UNKNOWN_ID}`), '未找到对应实体');
    expect400(await mock.get('onlineCgformHeadTableInfo', '/v1/online/cgform/head/tableInfo'), '参数错误：query.code 不能为空');
  });
});

describe('custom buttons: declared actions only', () => {
  it('add, list, edit, delete and deleteBatch; the action is checked by its type', () =>
    mock.fromSeed(async () => {
      const id = formId('mis_supplier');
      const add = (body: object) => mock.send('onlineCgformButtonAdd', 'POST', '/v1/online/cgform/button/add', { cgformHeadId: id, ...body });
      expectOk(await add({ buttonCode: 'open_site', buttonName: '官网', buttonStyle: 'link', optPosition: 'row', actionType: 'link', actionTarget: 'https://example.com/s?id={id}' }), '添加成功！');
      expectOk(await add({ buttonCode: 'training', buttonName: '培训', actionType: 'form', actionTarget: formId('mis_training_course') }), '添加成功！');
      expectFail(await add({ buttonCode: 'open_site', buttonName: '重复', actionType: 'link', actionTarget: '/x' }), '按钮编码「open_site」已存在');
      expectFail(await add({ buttonCode: 'call', buttonName: '调用', actionType: 'api', actionTarget: 'javascript:alert(1)' }), '接口地址「javascript:alert(1)」格式不正确：须是以 / 开头的接口路径');
      expectFail(await add({ buttonCode: 'go', buttonName: '打开', actionType: 'link', actionTarget: 'javascript:alert(1)' }), '链接须以 http://、https:// 或 / 开头');
      expectFail(await add({ buttonCode: 'other', buttonName: '表单', actionType: 'form', actionTarget: UNKNOWN_ID }), `表单「${UNKNOWN_ID}」不存在`);
      expect400(await add({ buttonCode: 'js', buttonName: '脚本', actionType: 'script', actionTarget: 'alert(1)' }), '参数错误：body.actionType 取值应为 link/api/form 之一');
      const buttons = resultOf(await mock.get('onlineCgformButtonList', `/v1/online/cgform/button/list/${id}`));
      expect(buttons.map((button) => [button.buttonCode, button.optPosition, button.buttonStatus, button.orderNum])).toEqual([
        ['open_site', 'row', '1', 1],
        ['training', 'toolbar', '1', 2],
      ]);
      const first = buttons[0] as Schema<'OnlineButton'>;
      expectOk(await mock.send('onlineCgformButtonEdit', 'PUT', '/v1/online/cgform/button/edit', { ...first, buttonName: '供应商官网', buttonStatus: '0' }), '编辑成功!');
      expectFail(await mock.send('onlineCgformButtonEdit', 'PUT', '/v1/online/cgform/button/edit', { ...first, id: UNKNOWN_ID }), '未找到对应实体');
      expect400(await mock.send('onlineCgformButtonEdit', 'PUT', '/v1/online/cgform/button/edit', { ...first, buttonName: undefined }), '参数错误：body.buttonName 不能为空');
      expect(resultOf(await mock.get('onlineCgformButtonList', `/v1/online/cgform/button/list/${id}`))[0]).toMatchObject({ buttonName: '供应商官网', buttonStatus: '0' });
      expectOk(await mock.send('onlineCgformButtonDelete', 'DELETE', `/v1/online/cgform/button/delete?id=${first.id}`), '删除成功!');
      expect400(await mock.send('onlineCgformButtonDelete', 'DELETE', '/v1/online/cgform/button/delete'), '参数错误：query.id 不能为空');
      expectOk(await mock.send('onlineCgformButtonDeleteBatch', 'DELETE', `/v1/online/cgform/button/deleteBatch?ids=${buttons[1]?.id},`), '删除成功!');
      expectFail(await mock.send('onlineCgformButtonDeleteBatch', 'DELETE', '/v1/online/cgform/button/deleteBatch?ids=,'), '参数不识别！');
      expect(resultOf(await mock.get('onlineCgformButtonList', `/v1/online/cgform/button/list/${id}`))).toEqual([]);
      expect400(await mock.get('onlineCgformButtonList', '/v1/online/cgform/button/list/bad%20code'), '参数错误：path.code 格式不正确');
    }));
});
