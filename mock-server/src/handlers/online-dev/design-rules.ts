// What the designer's saves must satisfy (addAll, editAll, head add / edit, copyOnline): the first broken rule as a
// Chinese message naming the table, field or index. The same wording is in the document (onlineCgformApiAddAll).
import type { Store } from '../../store/store.js';
import type { OnlineFieldRecord, OnlineFormRecord, OnlineIndexRecord } from '../../store/records/online-dev.js';
import { onlineForms } from '../../entities/online-dev.js';

export const TABLE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** The head properties a rule reads. */
export type HeadRuleInput = Pick<OnlineFormRecord, 'tableName' | 'tableTxt' | 'tableType' | 'isTree' | 'treeParentIdField'>;

export function headProblem(store: Store, head: Pick<HeadRuleInput, 'tableName' | 'tableTxt'>, selfId?: string): string | null {
  if (!TABLE_NAME_PATTERN.test(head.tableName)) return `表名「${head.tableName}」格式不正确：须以小写字母开头，只含小写字母、数字和下划线`;
  if (onlineForms.all(store).some((form) => form.tableName === head.tableName && form.id !== selfId)) return `表名「${head.tableName}」已存在`;
  if (head.tableTxt.trim() === '') return '表描述不能为空';
  return null;
}

/** Whether a column's type and its length / decimals fit together; the rule broken, else null. */
export function sizeProblem(field: Pick<OnlineFieldRecord, 'dbType' | 'dbLength' | 'dbPointLength'>): string | null {
  const { dbType, dbLength, dbPointLength } = field;
  if (dbType === 'string' && (dbLength < 1 || dbLength > 4000)) return 'string 的长度须在1到4000之间';
  if (dbType === 'int' && (dbLength < 1 || dbLength > 11)) return 'int 的长度须在1到11之间';
  if (dbType === 'double' || dbType === 'BigDecimal') {
    if (dbLength < 1 || dbLength > 65) return `${dbType} 的长度须在1到65之间`;
    if (dbPointLength >= dbLength) return '小数位数须小于长度';
  }
  if (dbType !== 'double' && dbType !== 'BigDecimal' && dbPointLength > 0) return `${dbType} 不能有小数位数`;
  return null;
}

function fieldsProblem(store: Store, head: HeadRuleInput, fields: OnlineFieldRecord[]): string | null {
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.dbFieldName;
    if (!FIELD_NAME_PATTERN.test(name)) return `字段名「${name}」格式不正确：须以字母开头，只含字母、数字和下划线`;
    if (seen.has(name.toLowerCase())) return `字段名「${name}」重复`;
    seen.add(name.toLowerCase());
    if (field.dbFieldTxt.trim() === '') return `字段「${name}」的备注不能为空`;
    const size = sizeProblem(field);
    if (size) return `字段「${name}」的类型与长度不匹配：${size}`;
  }
  if (!fields.some((field) => field.dbIsKey === 1)) return '缺少主键字段：请将一个字段设为主键';
  for (const field of fields) {
    if (!field.mainTable && !field.mainField) continue;
    const main = onlineForms.all(store).find((form) => form.tableName === field.mainTable);
    if (!main) return `字段「${field.dbFieldName}」的外键主表「${field.mainTable}」不存在`;
    if (!main.fields.some((f) => f.dbFieldName === field.mainField)) return `字段「${field.dbFieldName}」的外键主表字段「${field.mainField}」不存在`;
  }
  if (head.tableType === 3 && !fields.some((field) => field.mainTable && field.mainField)) {
    return `附表「${head.tableName}」缺少外键：请在外键页为一个字段填写主表和主表字段`;
  }
  if (head.isTree === 'Y') {
    if (!head.treeParentIdField) return '树表须指定父ID字段';
    if (!seen.has(head.treeParentIdField.toLowerCase())) return `树表的父ID字段「${head.treeParentIdField}」不存在`;
  }
  return null;
}

function indexesProblem(fields: OnlineFieldRecord[], indexes: OnlineIndexRecord[]): string | null {
  const names = new Set(fields.map((field) => field.dbFieldName));
  const seen = new Set<string>();
  for (const index of indexes) {
    if (seen.has(index.indexName)) return `索引名「${index.indexName}」重复`;
    seen.add(index.indexName);
    for (const column of index.indexField.split(',').map((c) => c.trim()).filter(Boolean)) {
      if (!names.has(column)) return `索引「${index.indexName}」的字段「${column}」不存在`;
    }
  }
  return null;
}

export function definitionProblem(store: Store, head: HeadRuleInput, fields: OnlineFieldRecord[], indexes: OnlineIndexRecord[], selfId?: string): string | null {
  return headProblem(store, head, selfId) ?? fieldsProblem(store, head, fields) ?? indexesProblem(fields, indexes);
}
