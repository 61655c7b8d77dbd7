// 用户管理's Excel export and import.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { dateTimeText } from '../../lib/dates.js';
import { idList, pageOf } from '../../crud/rows.js';
import { fail } from '../../envelope.js';
import { listQuery, QueryError } from '../../query/list-query.js';
import { importRows } from '../../entity/excel-import.js';
import type { Handler } from '../../types.js';
import { type UserForm, formProblem, insertUser } from './users.js';
import { visibleRows } from '../../domain/user-rows.js';
import { USER_FIELDS, USER_SORT, users } from '../../entities/users.js';
import { departLabel, departsNamed } from '../../domain/depart-labels.js';

const EXCEL_COLUMNS: ExcelColumn[] = [
  { header: '账号', key: 'username', width: 16 },
  { header: '姓名', key: 'realname', width: 14 },
  { header: '性别', key: 'sex_dictText', width: 8 },
  { header: '手机号', key: 'phone', width: 16 },
  { header: '邮箱', key: 'email', width: 26 },
  { header: '工号', key: 'workNo', width: 10 },
  { header: '状态', key: 'status_dictText', width: 8 },
  { header: '部门', key: 'orgCodeTxt', width: 20 },
];

export const sysUserExportXls: Handler<'sysUserExportXls'> = async ({ query, session }, { store, now }) => {
  const selections = idList(query.selections);
  let rows = visibleRows(store, query);
  if (selections.length) rows = rows.filter((row) => selections.includes(row.id));
  let page;
  try {
    page = listQuery(rows, { ...query, pageSize: '-521' }, USER_FIELDS, { defaultSort: USER_SORT, reserved: ['departId'] });
  } catch (error) {
    if (error instanceof QueryError) return fail(error.message);
    throw error;
  }
  // 部门 as labels the import reads back to the same departments (a shared name with its parents).
  const withText = (pageOf(store, page.records, { pageSize: '-521' }, USER_FIELDS).result?.records ?? []).map((row) => {
    const user = users.all(store).find((one) => one.id === row.id);
    return user ? { ...row, orgCodeTxt: store.departsOf(user).map((depart) => departLabel(store, depart)).join(',') || null } : row;
  });
  const buffer = await exportWorkbook('用户列表', EXCEL_COLUMNS, withText, `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: '用户列表.xlsx' } };
};

export const sysUserImportExcel: Handler<'sysUserImportExcel'> = ({ uploads, session }, ctx) =>
  importRows<UserForm>(uploads, ctx, {
    columns: EXCEL_COLUMNS,
    errorTitle: '用户导入错误',
    formOf: (row) => {
      if (!row.realname) return '姓名不能为空';
      const named = departsNamed(ctx.store, row.orgCodeTxt);
      if ('problem' in named) return named.problem;
      return {
        username: row.username ?? '',
        realname: row.realname,
        password: '123456',
        phone: row.phone || null,
        email: row.email || null,
        workNo: row.workNo || null,
        sex: row.sex_dictText === '女' ? 2 : row.sex_dictText === '男' ? 1 : null,
        ...(named.ids.length ? { selecteddeparts: named.ids.join(',') } : {}),
      };
    },
    problemOf: (form) => formProblem(ctx.store, form, null),
    create: (form) => insertUser(ctx.store, form, session, ctx.now()),
  });
