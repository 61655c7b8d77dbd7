// The editable tables of the report editor: a report's fields and its parameters, in upstream's column names.
import type { EditableColumn, GridRow } from '@/widgets/editable-table';
import type { ItemForm, ParamForm } from './report-model';

const FLAG: [number, number] = [1, 0];

export const FIELD_COLUMNS: EditableColumn[] = [
  { key: 'fieldName', type: 'input', title: '字段名', width: 140, validateRules: [{ required: true, message: '请输入字段名' }, { unique: true, message: '字段名不能重复' }] },
  { key: 'fieldTxt', type: 'input', title: '字段文本', width: 130 },
  {
    key: 'fieldType',
    type: 'select',
    title: '字段类型',
    width: 110,
    defaultValue: 'String',
    options: ['String', 'Integer', 'Long', 'Double', 'Date'].map((value) => ({ value, text: value })),
  },
  { key: 'isShow', type: 'checkbox', title: '是否显示', width: 90, customValue: FLAG, defaultChecked: true },
  { key: 'isSearch', type: 'checkbox', title: '是否查询', width: 90, customValue: FLAG },
  {
    key: 'searchMode',
    type: 'select',
    title: '查询模式',
    width: 110,
    options: [
      { value: 'single', text: '单条件查询' },
      { value: 'group', text: '范围查询' },
    ],
  },
  { key: 'dictCode', type: 'input', title: '字典Code', width: 130 },
  { key: 'fieldHref', type: 'input', title: '跳转链接', width: 200, placeholder: '/path?x=${字段名}' },
  { key: 'isOrder', type: 'checkbox', title: '是否排序', width: 90, customValue: FLAG },
];

export const PARAM_COLUMNS: EditableColumn[] = [
  { key: 'paramName', type: 'input', title: '参数', width: 160, validateRules: [{ required: true, message: '请输入参数' }, { unique: true, message: '参数不能重复' }] },
  { key: 'paramTxt', type: 'input', title: '参数文本', width: 160 },
  { key: 'paramValue', type: 'input', title: '默认值', width: 200 },
];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const flag = (value: unknown): 0 | 1 => (value === 1 || value === '1' || value === true ? 1 : 0);

/** Grid rows of the fields (each row needs an id of its own in the grid). */
export const fieldRows = (items: ItemForm[]): GridRow[] =>
  items.map((item, index) => ({ ...item, id: item.id || `field-${index}-${item.fieldName}`, dictCode: item.dictCode ?? '', fieldHref: item.fieldHref ?? '' }));

export const paramRows = (params: ParamForm[]): GridRow[] => params.map((param, index) => ({ ...param, id: param.id || `param-${index}-${param.paramName}` }));

const storedId = (id: unknown) => (typeof id === 'string' && /^[0-9a-f]{32}$/.test(id) ? id : undefined);

/** The grid's rows as the fields the server takes, in the grid's order. */
export function itemsOfRows(rows: GridRow[]): ItemForm[] {
  return rows.map((row, index) => {
    const mode = text(row['searchMode']);
    return {
      id: storedId(row.id),
      fieldName: text(row['fieldName']).trim(),
      fieldTxt: text(row['fieldTxt']),
      fieldType: (text(row['fieldType']) || 'String') as ItemForm['fieldType'],
      isShow: flag(row['isShow']),
      isSearch: flag(row['isSearch']),
      searchMode: mode === 'single' || mode === 'group' ? mode : null,
      dictCode: text(row['dictCode']),
      fieldHref: text(row['fieldHref']),
      isOrder: flag(row['isOrder']),
      orderNum: index,
    };
  });
}

export function paramsOfRows(rows: GridRow[]): ParamForm[] {
  return rows.map((row, index) => ({
    id: storedId(row.id),
    paramName: text(row['paramName']).trim(),
    paramTxt: text(row['paramTxt']),
    paramValue: text(row['paramValue']),
    orderNum: index,
  }));
}
