// The low-code (online) forms with their rows and the online reports as the store keeps them.

/** A field of an online form (onl_cgform_field). */
export interface OnlineFieldRecord {
  dbFieldName: string;
  dbFieldTxt: string;
  /** string, int, double, BigDecimal, Date, Datetime, Text */
  dbType: 'string' | 'int' | 'double' | 'BigDecimal' | 'Date' | 'Datetime' | 'Text';
  dbLength: number;
  /** 0 = required in the form */
  dbIsNull: 0 | 1;
  /** The view type (the kit's FieldKind vocabulary, upstream's field_show_type). */
  fieldShowType: OnlineViewType;
  isShowList: 0 | 1;
  isShowForm: 0 | 1;
  isQuery: 0 | 1;
  queryMode: 'single' | 'group';
  /** Dictionary code, or the value column of a table dictionary ('' when none). */
  dictField: string;
  dictTable: string;
  dictText: string;
  orderNum: number;
  /** field_valid_type: a 001 §5 pattern code (m, e, n6-16 …) or an expression; absent: none. */
  fieldValidType?: string;
  /** field_href: the list shows the value as a link to this address, `${field}` filled from the row. */
  fieldHref?: string;
  /** A sub table's foreign key: main_table / main_field (the main row's id). */
  mainTable?: string;
  mainField?: string;
}

export const ONLINE_VIEW_TYPES = [
  'text', 'password', 'number', 'list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch', 'date', 'datetime', 'time',
  'textarea', 'umeditor', 'markdown', 'file', 'image', 'sel_user', 'sel_depart', 'popup', 'sel_tree', 'cat_tree', 'link_down', 'pca',
] as const;

export type OnlineViewType = (typeof ONLINE_VIEW_TYPES)[number];

export type OnlineCell = string | number | null;

/** An online form (onl_cgform_head) with its fields and the rows of its table. */
export interface OnlineFormRecord {
  id: string;
  tableName: string;
  tableTxt: string;
  /** 1 单表, 2 主表, 3 附表 (dict cgform_table_type) */
  tableType: 1 | 2 | 3;
  formCategory: string;
  formTemplate: string;
  isTree: 'Y' | 'N';
  isCheckbox: 'Y' | 'N';
  isPage: 'Y' | 'N';
  tableVersion: number;
  createBy: string;
  createTime: string;
  /** Main tables: the sub tables' names, comma-joined. */
  subTableStr?: string;
  /** Sub tables: 0 one-to-many, 1 one-to-one; tabOrderNum orders their tabs. */
  relationType?: 0 | 1;
  tabOrderNum?: number;
  /** The list's layout (upstream's theme_template). */
  themeTemplate?: 'normal' | 'erp' | 'innerTable' | 'tab';
  /** Tree forms: the parent id field, the has-children field and the name field. */
  treeParentIdField?: string;
  treeIdField?: string;
  treeFieldname?: string;
  fields: OnlineFieldRecord[];
  rows: Array<Record<string, OnlineCell>>;
  /** Seeded without its rows, which are made on the form's first read (a 10 000-row form kept off the start-up). */
  generatedRows?: { from: string };
  /** Custom buttons (onl_cgform_button). */
  buttons?: OnlineButtonRecord[];
}

/** A custom button: a declared action (open a link, POST a document path, open another form), never a script. */
export interface OnlineButtonRecord {
  id: string;
  buttonCode: string;
  buttonName: string;
  buttonIcon: string | null;
  buttonStyle: 'button' | 'link';
  optType: 'link' | 'action' | 'form';
  exp: string;
  orderNum: number;
  buttonStatus: '0' | '1';
  /** An action button's declared effect (doButton): the fields it sets on the chosen rows. */
  sets?: Record<string, string>;
}

/** A column of an online report (onl_cgreport_item). */
export interface OnlineReportItemRecord {
  fieldName: string;
  fieldTxt: string;
  fieldType: 'String' | 'Integer' | 'Long' | 'Double' | 'Date';
  isShow: 0 | 1;
  isSearch: 0 | 1;
  searchMode: 'single' | 'group' | null;
  dictCode: string;
  orderNum: number;
}

/** A report parameter (onl_cgreport_param): `${paramName}` in the SQL, sent by the client as `self_<paramName>`. */
export interface OnlineReportParamRecord {
  paramName: string;
  paramTxt: string;
  /** Default value; '' means no restriction. */
  paramValue: string;
  /** The report column the parameter restricts. */
  field: string;
}

/** An online report (onl_cgreport_head). `source` names the live data behind its SQL. */
export interface OnlineReportRecord {
  id: string;
  code: string;
  name: string;
  cgrSql: string;
  dbSource: string;
  source: 'project_revenue' | 'users';
  items: OnlineReportItemRecord[];
  params: OnlineReportParamRecord[];
  createBy: string;
  createTime: string;
}
