// The designer's five tabs over the same field rows (upstream's 数据库属性 / 页面属性 / 校验字段 / 外键) and the
// index rows (索引), each an editable table's columns.
import type { EditableColumn } from '@/widgets/editable-table';

const YES_NO: [number, number] = [1, 0];

const required = (title: string) => [{ required: true, message: `请输入${title}` }];

/** The field's name and label, read only on the tabs after the first. */
const NAME_COLUMNS: EditableColumn[] = [
  { key: 'dbFieldName', title: '字段名称', type: 'input', width: 150, disabled: true },
  { key: 'dbFieldTxt', title: '字段备注', type: 'input', width: 150, disabled: true },
];

export const DB_TYPE_OPTIONS = ['string', 'int', 'double', 'BigDecimal', 'Date', 'Datetime', 'Text', 'Blob'].map((value) => ({ value, text: value }));

export const VIEW_TYPE_OPTIONS = [
  ['text', '文本框'],
  ['password', '密码'],
  ['list', '下拉框'],
  ['radio', '单选框'],
  ['checkbox', '多选框'],
  ['list_multi', '下拉多选框'],
  ['sel_search', '下拉搜索框'],
  ['switch', '开关'],
  ['date', '日期(yyyy-MM-dd)'],
  ['datetime', '日期(yyyy-MM-dd HH:mm:ss)'],
  ['time', '时间(HH:mm:ss)'],
  ['number', '数值'],
  ['textarea', '多行文本'],
  ['umeditor', '富文本'],
  ['markdown', 'markdown'],
  ['file', '文件'],
  ['image', '图片'],
  ['popup', 'popup弹出框'],
  ['sel_user', '用户选择'],
  ['sel_depart', '部门选择'],
  ['cat_tree', '分类字典树'],
  ['sel_tree', '自定义树控件'],
  ['link_down', '联动组件'],
  ['pca', '省市区组件'],
].map(([value, text]) => ({ value: value as string, text: text as string }));

export const VALID_TYPE_OPTIONS = [
  ['', '无'],
  ['only', '唯一校验'],
  ['n6-16', '6到16位数字'],
  ['*6-16', '6到16位任意字符'],
  ['s6-18', '6到18位字母'],
  ['url', '网址'],
  ['e', '电子邮件'],
  ['m', '手机号码'],
  ['p', '邮政编码'],
  ['s', '字母'],
  ['n', '数字'],
  ['z', '整数'],
  ['money', '金额'],
].map(([value, text]) => ({ value: value as string, text: text as string }));

export const DB_COLUMNS: EditableColumn[] = [
  { key: 'dbFieldName', title: '字段名称', type: 'input', width: 190, validateRules: required('字段名称') },
  { key: 'dbFieldTxt', title: '字段备注', type: 'input', width: 190, validateRules: required('字段备注') },
  { key: 'dbLength', title: '字段长度', type: 'inputNumber', width: 100, defaultValue: 32 },
  { key: 'dbPointLength', title: '小数点', type: 'inputNumber', width: 90, defaultValue: 0 },
  { key: 'dbDefaultVal', title: '默认值', type: 'input', width: 150 },
  { key: 'dbType', title: '字段类型', type: 'select', width: 150, options: DB_TYPE_OPTIONS, defaultValue: 'string' },
  { key: 'dbIsKey', title: '主键', type: 'checkbox', width: 70, customValue: YES_NO },
  { key: 'dbIsNull', title: '允许空值', type: 'checkbox', width: 90, customValue: YES_NO, defaultChecked: true },
];

export const PAGE_COLUMNS: EditableColumn[] = [
  ...NAME_COLUMNS,
  { key: 'isShowForm', title: '表单显示', type: 'checkbox', width: 90, customValue: YES_NO, defaultChecked: true },
  { key: 'isShowList', title: '列表显示', type: 'checkbox', width: 90, customValue: YES_NO, defaultChecked: true },
  { key: 'isReadOnly', title: '是否只读', type: 'checkbox', width: 90, customValue: YES_NO },
  { key: 'fieldShowType', title: '控件类型', type: 'select', width: 170, options: VIEW_TYPE_OPTIONS, defaultValue: 'text' },
  { key: 'fieldHref', title: '跳转地址', type: 'input', width: 150 },
  { key: 'isQuery', title: '是否查询', type: 'checkbox', width: 90, customValue: YES_NO },
  {
    key: 'queryMode',
    title: '查询模式',
    type: 'select',
    width: 110,
    options: [
      { value: 'single', text: '普通查询' },
      { value: 'group', text: '范围查询' },
    ],
    defaultValue: 'single',
  },
  { key: 'dictTable', title: '字典Table', type: 'input', width: 130 },
  { key: 'dictField', title: '字典Code', type: 'input', width: 130 },
  { key: 'dictText', title: '字典Text', type: 'input', width: 130 },
];

export const CHECK_COLUMNS: EditableColumn[] = [
  ...NAME_COLUMNS,
  { key: 'fieldValidType', title: '校验规则', type: 'select', width: 260, options: VALID_TYPE_OPTIONS },
  { key: 'fieldMustInput', title: '校验必填', type: 'checkbox', width: 90, customValue: ['1', '0'] },
];

export const FOREIGN_KEY_COLUMNS: EditableColumn[] = [
  ...NAME_COLUMNS,
  { key: 'mainTable', title: '主表名', type: 'input', width: 260 },
  { key: 'mainField', title: '主表字段', type: 'input', width: 260 },
];

export function indexColumns(fieldNames: string[]): EditableColumn[] {
  return [
    { key: 'indexName', title: '索引名称', type: 'input', width: 240, validateRules: required('索引名称') },
    { key: 'indexField', title: '索引栏位', type: 'list_multi', width: 360, options: fieldNames.map((value) => ({ value, text: value })), validateRules: [{ required: true, message: '请选择索引栏位' }] },
    {
      key: 'indexType',
      title: '索引类型',
      type: 'select',
      width: 160,
      options: [
        { value: 'normal', text: 'normal' },
        { value: 'unique', text: 'unique' },
      ],
      defaultValue: 'normal',
    },
  ];
}
