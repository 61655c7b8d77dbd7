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
  fieldShowType: 'text' | 'list' | 'radio' | 'date' | 'datetime' | 'textarea' | 'sel_depart' | 'number';
  isShowList: 0 | 1;
  isShowForm: 0 | 1;
  isQuery: 0 | 1;
  queryMode: 'single' | 'group';
  /** Dictionary code, or the value column of a table dictionary ('' when none). */
  dictField: string;
  dictTable: string;
  dictText: string;
  orderNum: number;
}

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
  fields: OnlineFieldRecord[];
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
