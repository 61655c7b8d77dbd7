// The low-code (online) forms with their rows and the online reports as the store keeps them.

/** The column types of an online form's table (onl_cgform_field.db_type). */
export type OnlineDbType = 'string' | 'int' | 'double' | 'BigDecimal' | 'Date' | 'Datetime' | 'Text' | 'Blob';

/** The controls an online form field may use (onl_cgform_field.field_show_type; the kit's FieldKind vocabulary). */
export const ONLINE_VIEW_TYPES = [
  'text', 'password', 'number', 'list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch', 'date', 'datetime', 'time',
  'textarea', 'umeditor', 'markdown', 'file', 'image', 'sel_user', 'sel_depart', 'popup', 'sel_tree', 'cat_tree', 'link_down', 'pca',
] as const;

export type OnlineViewType = (typeof ONLINE_VIEW_TYPES)[number];

/** A field of an online form (onl_cgform_field): its database column and its page properties. */
export interface OnlineFieldRecord {
  id: string;
  dbFieldName: string;
  dbFieldTxt: string;
  dbType: OnlineDbType;
  dbLength: number;
  /** Decimals (db_point_length) of double and BigDecimal columns. */
  dbPointLength: number;
  dbDefaultVal: string;
  /** 1 = the primary key. */
  dbIsKey: 0 | 1;
  /** 0 = NOT NULL: required in the form. */
  dbIsNull: 0 | 1;
  fieldShowType: OnlineViewType;
  /** A link shown on the list's value (field_href), e.g. /sys/user?id={id}. */
  fieldHref: string;
  /** A validation rule of the form (001 §5's codes: m, e, n6-16, …, or an expression); '' none. */
  fieldValidType: string;
  /** '1' = required in the form whatever the column allows. */
  fieldMustInput: '0' | '1';
  isShowList: 0 | 1;
  isShowForm: 0 | 1;
  isReadOnly: 0 | 1;
  isQuery: 0 | 1;
  queryMode: 'single' | 'group';
  /** Dictionary code, or the value column of a table dictionary ('' when none). */
  dictField: string;
  dictTable: string;
  dictText: string;
  /** The foreign key of a sub-table's field: the main table and its column this field refers to ('' when none). */
  mainTable: string;
  mainField: string;
  orderNum: number;
}

/** An index of an online form's table (onl_cgform_index): `indexField` is the comma-joined field names. */
export interface OnlineIndexRecord {
  id: string;
  indexName: string;
  indexField: string;
  indexType: 'normal' | 'unique';
}

/**
 * A custom button of an online form (onl_cgform_button). Its action is declared, never stored script: `link` opens
 * `actionTarget` with `{field}` placeholders filled from the row, `api` calls the document's path `actionTarget`
 * with the selected ids (`?ids=a,b`), `form` opens the online form whose id is `actionTarget`.
 */
export interface OnlineButtonRecord {
  id: string;
  buttonCode: string;
  buttonName: string;
  buttonIcon: string;
  buttonStyle: 'button' | 'link';
  /** toolbar: above the list; row: in each row's 操作 column. */
  optPosition: 'toolbar' | 'row';
  orderNum: number;
  /** '1' shown, '0' hidden. */
  buttonStatus: '0' | '1';
  actionType: 'link' | 'api' | 'form';
  actionTarget: string;
  /** An api button's declared effect, run by doButton on the chosen rows: the values it sets (no stored code). */
  sets?: Record<string, string>;
}

/** A column of an online form's table as last synchronised (the table the rows live in). */
export interface OnlineDbColumnRecord {
  name: string;
  type: OnlineDbType;
  length: number;
  pointLength: number;
}

export type OnlineCell = string | number | null;

/**
 * An online form (onl_cgform_head) with its fields, indexes, custom buttons and its table: `dbColumns` are the table's
 * columns as last synchronised (empty before the first 同步数据库) and `rows` its data.
 */
export interface OnlineFormRecord {
  id: string;
  tableName: string;
  tableTxt: string;
  /** 1 单表, 2 主表, 3 附表 (dict cgform_table_type) */
  tableType: 1 | 2 | 3;
  formCategory: string;
  formTemplate: string;
  isTree: 'Y' | 'N';
  /** Tree forms: the parent id column, the has-children column, the column shown as the tree's node text. */
  treeParentIdField: string;
  treeIdField: string;
  treeFieldname: string;
  /** Main tables: the sub-tables' names, comma-joined (kept by the designer from the subs' foreign keys). */
  subTableStr: string;
  /** Sub-tables: 0 one-to-many, 1 one-to-one. */
  relationType: 0 | 1;
  /** Sub-tables: the tab order under the main form. */
  tabOrderNum: number;
  isCheckbox: 'Y' | 'N';
  isPage: 'Y' | 'N';
  queryMode: 'single' | 'group';
  /** normal, erp, innerTable, tab (the list variant of a main table). */
  themeTemplate: 'normal' | 'erp' | 'innerTable' | 'tab';
  /** 'Y' once the table matches the definition; an edit of a column sets 'N'. */
  isDbSynch: 'Y' | 'N';
  tableVersion: number;
  createBy: string;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
  fields: OnlineFieldRecord[];
  indexes: OnlineIndexRecord[];
  buttons: OnlineButtonRecord[];
  dbColumns: OnlineDbColumnRecord[];
  rows: Array<Record<string, OnlineCell>>;
  /** Seeded without its rows, which are made on the form's first read (a 10 000-row form kept off the start-up). */
  generatedRows?: { from: string };
}

/** A table left in the mock's database by 移除 (removeRecord): a new definition of its name takes it over. */
export interface OnlineDetachedTableRecord {
  tableName: string;
  dbColumns: OnlineDbColumnRecord[];
  rows: Array<Record<string, OnlineCell>>;
}

/** A column of an online report (onl_cgreport_item). */
export interface OnlineReportItemRecord {
  id: string;
  fieldName: string;
  fieldTxt: string;
  fieldType: 'String' | 'Integer' | 'Long' | 'Double' | 'Date';
  isShow: 0 | 1;
  isSearch: 0 | 1;
  searchMode: 'single' | 'group' | null;
  dictCode: string;
  /** A link the cell opens, `${field}` taking the row's values ('' when none). */
  fieldHref: string;
  isOrder: 0 | 1;
  orderNum: number;
}

/** A report parameter (onl_cgreport_param): `${paramName}` in the SQL, sent by the client as `self_<paramName>`. */
export interface OnlineReportParamRecord {
  id: string;
  paramName: string;
  paramTxt: string;
  /** Default value, bound when the request does not send the parameter. */
  paramValue: string;
  orderNum: number;
}

/** An online report (onl_cgreport_head): its SQL runs on the mock's tables (mock-server/src/sql). */
export interface OnlineReportRecord {
  id: string;
  code: string;
  name: string;
  cgrSql: string;
  dbSource: string;
  content: string;
  items: OnlineReportItemRecord[];
  params: OnlineReportParamRecord[];
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}
