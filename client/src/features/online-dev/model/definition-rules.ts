// What the designer checks before it saves, worded as the mock answers it (onlineCgformApiAddAll), so a mistake is
// named before the round trip. A duplicate table name is the server's to say.
import type { DefinitionBody } from '../api/cgform-design-api';

const TABLE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

type FieldForm = DefinitionBody['fields'][number];

export function sizeProblem(field: Pick<FieldForm, 'dbType' | 'dbLength' | 'dbPointLength'>): string | null {
  const type = field.dbType ?? 'string';
  const length = field.dbLength ?? 0;
  const decimals = field.dbPointLength ?? 0;
  if (type === 'string' && (length < 1 || length > 4000)) return 'string 的长度须在1到4000之间';
  if (type === 'int' && (length < 1 || length > 11)) return 'int 的长度须在1到11之间';
  if (type === 'double' || type === 'BigDecimal') {
    if (length < 1 || length > 65) return `${type} 的长度须在1到65之间`;
    if (decimals >= length) return '小数位数须小于长度';
  }
  if (type !== 'double' && type !== 'BigDecimal' && decimals > 0) return `${type} 不能有小数位数`;
  return null;
}

export function tableNameProblem(tableName: string): string | null {
  return TABLE_NAME_PATTERN.test(tableName) ? null : `表名「${tableName}」格式不正确：须以小写字母开头，只含小写字母、数字和下划线`;
}

/** The first rule the definition breaks, or null. */
export function definitionProblem(body: DefinitionBody): string | null {
  const { head, fields } = body;
  const table = tableNameProblem(head.tableName);
  if (table) return table;
  if (head.tableTxt.trim() === '') return '表描述不能为空';
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.dbFieldName;
    if (!FIELD_NAME_PATTERN.test(name)) return `字段名「${name}」格式不正确：须以字母开头，只含字母、数字和下划线`;
    if (seen.has(name.toLowerCase())) return `字段名「${name}」重复`;
    seen.add(name.toLowerCase());
    if ((field.dbFieldTxt ?? '').trim() === '') return `字段「${name}」的备注不能为空`;
    const size = sizeProblem(field);
    if (size) return `字段「${name}」的类型与长度不匹配：${size}`;
  }
  if (!fields.some((field) => field.dbIsKey === 1)) return '缺少主键字段：请将一个字段设为主键';
  if (head.tableType === 3 && !fields.some((field) => field.mainTable && field.mainField)) {
    return `附表「${head.tableName}」缺少外键：请在外键页为一个字段填写主表和主表字段`;
  }
  if (head.isTree === 'Y') {
    if (!head.treeParentIdField) return '树表须指定父ID字段';
    if (!seen.has(head.treeParentIdField.toLowerCase())) return `树表的父ID字段「${head.treeParentIdField}」不存在`;
  }
  for (const index of body.indexs ?? []) {
    for (const column of index.indexField.split(',').filter(Boolean)) {
      if (!seen.has(column.toLowerCase())) return `索引「${index.indexName}」的字段「${column}」不存在`;
    }
  }
  return null;
}
