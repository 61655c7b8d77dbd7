import { describe, expect, it } from 'vitest';
import type { DefinitionBody } from '../api/cgform-design-api';
import { definitionProblem, sizeProblem } from './definition-rules';

type Field = DefinitionBody['fields'][number];
const ID: Field = { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36, dbIsKey: 1 };
const body = (fields: Field[], head: Partial<DefinitionBody['head']> = {}): DefinitionBody => ({
  head: { tableName: 'mis_contract', tableTxt: '合同登记', tableType: 1, ...head },
  fields: [ID, ...fields],
});

describe('the designer’s rules (worded as the mock answers addAll)', () => {
  it('a valid definition passes', () => {
    expect(definitionProblem(body([{ dbFieldName: 'contract_no', dbFieldTxt: '合同编号', dbType: 'string', dbLength: 32 }]))).toBeNull();
  });

  it.each([
    [body([], { tableName: 'Mis-Contract' }), '表名「Mis-Contract」格式不正确：须以小写字母开头，只含小写字母、数字和下划线'],
    [body([], { tableTxt: ' ' }), '表描述不能为空'],
    [body([{ dbFieldName: '1st', dbFieldTxt: '第一' }]), '字段名「1st」格式不正确：须以字母开头，只含字母、数字和下划线'],
    [body([{ dbFieldName: 'ID', dbFieldTxt: '重复' }]), '字段名「ID」重复'],
    [body([{ dbFieldName: 'remark', dbFieldTxt: '' }]), '字段「remark」的备注不能为空'],
    [body([{ dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'int', dbLength: 20 }]), '字段「amount」的类型与长度不匹配：int 的长度须在1到11之间'],
    [{ head: body([]).head, fields: [{ dbFieldName: 'name', dbFieldTxt: '名称', dbLength: 10 }] }, '缺少主键字段：请将一个字段设为主键'],
    [body([{ dbFieldName: 'contract_id', dbFieldTxt: '合同ID', dbLength: 36 }], { tableName: 'mis_contract_item', tableType: 3 }), '附表「mis_contract_item」缺少外键：请在外键页为一个字段填写主表和主表字段'],
    [body([], { isTree: 'Y', treeParentIdField: 'pid' }), '树表的父ID字段「pid」不存在'],
    [{ ...body([]), indexs: [{ indexName: 'idx_no', indexField: 'contract_no' }] }, '索引「idx_no」的字段「contract_no」不存在'],
  ])('%# names the broken rule: %s', (definition, message) => {
    expect(definitionProblem(definition)).toBe(message);
  });

  it('a sub-table with its foreign key passes', () => {
    const sub = body([{ dbFieldName: 'contract_id', dbFieldTxt: '合同ID', dbLength: 36, mainTable: 'mis_contract', mainField: 'id' }], { tableName: 'mis_contract_item', tableType: 3 });
    expect(definitionProblem(sub)).toBeNull();
  });

  it.each([
    [{ dbType: 'string' as const, dbLength: 0, dbPointLength: 0 }, 'string 的长度须在1到4000之间'],
    [{ dbType: 'double' as const, dbLength: 10, dbPointLength: 10 }, '小数位数须小于长度'],
    [{ dbType: 'Date' as const, dbLength: 10, dbPointLength: 2 }, 'Date 不能有小数位数'],
    [{ dbType: 'BigDecimal' as const, dbLength: 12, dbPointLength: 2 }, null],
  ])('size %j → %s', (field, message) => {
    expect(sizeProblem(field)).toBe(message);
  });
});
