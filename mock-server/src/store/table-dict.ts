// Table dictionaries (`table,textColumn,valueColumn[,condition]`) over the store's tables, as upstream's
// SysDictMapper answers them. The condition supports `column = 'value'` / `column != 'value'` terms joined by AND.
import type { Schema } from '../types.js';
import type { Store } from './store.js';

type Row = Record<string, string | number | null>;

function tableRows(store: Store, table: string): Row[] | null {
  switch (table) {
    case 'sys_user':
      return store.data.users
        .filter((u) => u.delFlag === 0)
        .map((u) => ({ id: u.id, username: u.username, realname: u.realname, phone: u.phone, org_code: u.orgCode, status: u.status, work_no: u.workNo }));
    case 'sys_depart':
      return store.data.departs.map((d) => ({ id: d.id, parent_id: d.parentId ?? '', depart_name: d.departName, org_code: d.orgCode, org_category: d.orgCategory ?? '' }));
    case 'sys_role':
      return store.data.roles.map((r) => ({ id: r.id, role_code: r.roleCode, role_name: r.roleName }));
    default:
      return null;
  }
}

const TERM = /^\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*(!=|=)\s*'([^']*)'\s*$/;

export type TableDictAnswer = { items: Schema<'DictItem'>[] } | { error: string };

export function tableDictItems(store: Store, dictCode: string): TableDictAnswer {
  const [table = '', text = '', code = '', ...rest] = dictCode.split(',');
  if (!table || !text || !code) return { error: '字典Code格式不正确！' };
  const rows = tableRows(store, table.trim());
  if (!rows) return { error: `操作失败，表不存在：${table}` };
  const condition = rest.join(',').trim();
  const terms = condition ? condition.split(/\s+and\s+/i).map((term) => TERM.exec(term)) : [];
  if (terms.some((term) => term === null)) return { error: `操作失败，字典条件无法解析：${condition}` };
  const columns = [text, code, ...terms.map((term) => term?.[1] ?? '')];
  const unknown = columns.find((column) => rows.length > 0 && !(column in (rows[0] as Row)));
  if (unknown) return { error: `操作失败，字段不存在：${unknown}` };
  const items = rows
    .filter((row) => terms.every((term) => (term?.[2] === '=' ? String(row[term[1] ?? '']) === term[3] : String(row[term?.[1] ?? '']) !== term?.[3])))
    .map((row) => {
      const label = String(row[text] ?? '');
      return { value: String(row[code] ?? ''), text: label, title: label, label };
    });
  return { items };
}
