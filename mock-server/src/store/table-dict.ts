// The store's tables as upstream's SQL sees them (snake_case columns), for table dictionaries
// (`table,textColumn,valueColumn[,condition]`, as SysDictMapper answers them), the duplicate check and the tree
// loaders. The condition supports `column = 'value'` / `column != 'value'` terms joined by AND.
// Another domain's table becomes available to all of them by adding an entry to TABLES.
import type { Schema } from '../lib/schema.js';
import type { StoreData } from './data.js';
import { isLive } from './live.js';

/** Whatever holds the tables (the Store does): table dictionaries read nothing else. */
type Tables = { data: StoreData };

export type Row = Record<string, string | number | null>;

interface TableSpec {
  columns: string[];
  rows: (store: Tables) => Row[];
}

const TABLES: Record<string, TableSpec> = {
  sys_user: {
    columns: ['id', 'username', 'realname', 'phone', 'email', 'org_code', 'status', 'work_no', 'sex', 'post'],
    rows: (store) =>
      store.data.users
        .filter((u) => isLive(u))
        .map((u) => ({ id: u.id, username: u.username, realname: u.realname, phone: u.phone, email: u.email, org_code: u.orgCode, status: u.status, work_no: u.workNo, sex: u.sex, post: u.post })),
  },
  sys_depart: {
    columns: ['id', 'parent_id', 'depart_name', 'depart_name_abbr', 'org_code', 'org_category', 'org_type', 'depart_order', 'status', 'mobile', 'create_time'],
    rows: (store) =>
      store.data.departs.map((d) => ({
        id: d.id,
        parent_id: d.parentId ?? '',
        depart_name: d.departName,
        depart_name_abbr: d.departNameAbbr ?? null,
        org_code: d.orgCode,
        org_category: d.orgCategory ?? '',
        org_type: d.orgType ?? '',
        depart_order: d.departOrder ?? 0,
        status: d.status ?? '1',
        mobile: d.mobile ?? null,
        create_time: d.createTime ?? null,
      })),
  },
  sys_role: {
    columns: ['id', 'role_code', 'role_name'],
    rows: (store) => store.data.roles.map((r) => ({ id: r.id, role_code: r.roleCode, role_name: r.roleName })),
  },
  sys_depart_role: {
    columns: ['id', 'depart_id', 'role_name', 'role_code'],
    rows: (store) => store.data.departRoles.map((r) => ({ id: r.id, depart_id: r.departId, role_name: r.roleName, role_code: r.roleCode })),
  },
  sys_position: {
    // `post_rank` is upstream's column; the fork's entity calls it rank.
    columns: ['id', 'code', 'name', 'post_rank', 'rank', 'sys_org_code'],
    rows: (store) => store.data.positions.map((p) => ({ id: p.id, code: p.code, name: p.name, post_rank: p.rank, rank: p.rank, sys_org_code: p.sysOrgCode })),
  },
  rpm_demand: {
    // `title`: the position and where (its project, else its location), for choosing among demands of one position.
    columns: ['id', 'position', 'title', 'depart_id', 'project_id', 'location', 'status'],
    rows: (store) => {
      const names = new Map(store.data.departs.map((d) => [d.id, d.departName]));
      return store.data.rpmDemands.map((d) => ({
        id: d.id,
        position: d.position,
        title: `${d.position}（${(d.projectId && names.get(d.projectId)) || d.location || '不限'}）`,
        depart_id: d.departId,
        project_id: d.projectId,
        location: d.location,
        status: d.status,
      }));
    },
  },
  sys_category: {
    columns: ['id', 'pid', 'name', 'code', 'has_child'],
    rows: (store) => store.data.categories.map((c) => ({ id: c.id, pid: c.pid, name: c.name, code: c.code, has_child: c.hasChild })),
  },
  sys_dict: {
    columns: ['id', 'dict_name', 'dict_code', 'description', 'type'],
    rows: (store) => store.data.dicts.map((d) => ({ id: d.id, dict_name: d.dictName, dict_code: d.dictCode, description: d.description, type: d.type })),
  },
  sys_dict_item: {
    columns: ['id', 'dict_id', 'item_text', 'item_value', 'sort_order', 'status'],
    rows: (store) =>
      store.data.dicts.flatMap((d) =>
        d.items.map((i) => ({ id: i.id, dict_id: d.id, item_text: i.itemText, item_value: i.itemValue, sort_order: i.sortOrder, status: i.status })),
      ),
  },
  sys_permission: {
    columns: ['id', 'parent_id', 'name', 'perms', 'url', 'component', 'menu_type'],
    rows: (store) =>
      store.data.permissions.map((p) => ({ id: p.id, parent_id: p.parentId ?? '', name: p.name, perms: p.perms, url: p.url, component: p.component, menu_type: p.menuType })),
  },
  mis_salary_group: {
    columns: ['id', 'code', 'name', 'status'],
    rows: (store) => store.data.salaryGroups.map((g) => ({ id: g.id, code: g.code, name: g.name, status: g.status })),
  },
  mis_social_insurance: {
    columns: ['id', 'city', 'year'],
    rows: (store) => store.data.socialInsurances.map((p) => ({ id: p.id, city: p.city, year: p.year })),
  },
  // The customer projects that settlements bill (fixtures/dashboard.ts).
  mis_project: {
    columns: ['id', 'project_name', 'customer_name', 'area', 'business_unit'],
    rows: (store) =>
      store.data.projects.map((p) => ({ id: p.id, project_name: p.projectName, customer_name: p.customerName, area: p.area, business_unit: p.businessUnitOrgCode })),
  },
  // 业务部门: the departments that run customer projects (a project's business unit, or project nodes beneath them);
  // budgets are kept for these.
  mis_business_unit: {
    columns: ['id', 'depart_name', 'org_code'],
    rows: (store) => businessUnits(store).map((d) => ({ id: d.id, depart_name: d.departName, org_code: d.orgCode })),
  },
  sys_check_rule: {
    columns: ['id', 'rule_name', 'rule_code'],
    rows: (store) => store.data.checkRules.map((r) => ({ id: r.id, rule_name: r.ruleName, rule_code: r.ruleCode })),
  },
};

export const TABLE_NAMES = Object.keys(TABLES);

/** The departments that run customer projects, in tree order. */
export function businessUnits(store: Tables): Tables['data']['departs'] {
  const { departs, projects } = store.data;
  const running = new Set(projects.map((p) => p.businessUnitOrgCode));
  const projectNodes = departs.filter((d) => d.orgCategory === '4').map((d) => d.orgCode);
  return departs
    .filter((d) => d.orgCategory === '2' && (running.has(d.orgCode) || projectNodes.some((code) => code.startsWith(d.orgCode))))
    .sort((a, b) => a.orgCode.localeCompare(b.orgCode));
}

/** The rows of a table, or null when the store has no such table. */
export function tableRows(store: Tables, table: string): Row[] | null {
  const spec = TABLES[table.trim()];
  return spec ? spec.rows(store) : null;
}

/** The columns of a table, or null when the store has no such table. */
export function tableColumns(table: string): string[] | null {
  return TABLES[table.trim()]?.columns ?? null;
}

/** The first of `columns` the table lacks, as upstream's SQL error would name it; null when all exist. */
export function unknownColumn(table: string, columns: string[]): string | null {
  const known = tableColumns(table) ?? [];
  return columns.find((column) => !known.includes(column)) ?? null;
}

export const tableMissing = (table: string) => `操作失败，表不存在：${table}`;
export const columnMissing = (column: string) => `操作失败，字段不存在：${column}`;
export const BAD_DICT_CODE = '字典Code格式不正确！';

const TERM = /^\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*(!=|=)\s*'([^']*)'\s*$/;

export interface TableDict {
  table: string;
  text: string;
  code: string;
  /** The rows the dictionary's condition selects. */
  rows: Row[];
}

/**
 * Parses `table,text,code[,condition]` and selects its rows. `exactly3` refuses a condition, as upstream's
 * loadDictItem and the fork's getTableDictTextByKeys do.
 */
export function tableDict(store: Tables, dictCode: string, options: { exactly3?: boolean } = {}): TableDict | { error: string } {
  const parts = dictCode.split(',');
  const [table = '', text = '', code = '', ...rest] = parts.map((part) => part.trim());
  if (!table || !text || !code || (options.exactly3 && parts.length !== 3)) return { error: BAD_DICT_CODE };
  const rows = tableRows(store, table);
  if (!rows) return { error: tableMissing(table) };
  const condition = rest.join(',').trim();
  const terms = condition ? condition.split(/\s+and\s+/i).map((term) => TERM.exec(term)) : [];
  if (terms.some((term) => term === null)) return { error: `操作失败，字典条件无法解析：${condition}` };
  const unknown = unknownColumn(table, [text, code, ...terms.map((term) => term?.[1] ?? '')]);
  if (unknown) return { error: columnMissing(unknown) };
  return {
    table,
    text,
    code,
    rows: rows.filter((row) => terms.every((term) => (term?.[2] === '=' ? String(row[term[1] ?? '']) === term[3] : String(row[term?.[1] ?? '']) !== term?.[3]))),
  };
}

export function dictItemOf(row: Row, text: string, code: string): Schema<'DictItem'> {
  const label = row[text] === null || row[text] === undefined ? '' : String(row[text]);
  return { value: row[code] === null || row[code] === undefined ? '' : String(row[code]), text: label, title: label, label };
}

export type TableDictAnswer = { items: Schema<'DictItem'>[] } | { error: string };

export function tableDictItems(store: Tables, dictCode: string): TableDictAnswer {
  const dict = tableDict(store, dictCode);
  if ('error' in dict) return dict;
  return { items: dict.rows.map((row) => dictItemOf(row, dict.text, dict.code)) };
}
