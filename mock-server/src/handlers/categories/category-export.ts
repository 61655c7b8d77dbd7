// 分类字典 导出 (SysCategoryController.exportXls): every level the filters select, as upstream's whole-table query.
import { exportWorkbook, XLSX_TYPE, type ExcelColumn } from '../../crud/excel.js';
import { idList } from '../../crud/rows.js';
import { queried } from '../../entity/list.js';
import { fail } from '../../envelope.js';
import { dateTimeText } from '../../lib/dates.js';
import type { Handler } from '../../types.js';
import { CATEGORY_FIELDS, categories } from '../../entities/categories.js';

const TITLE = '分类字典列表';

const CATEGORY_COLUMNS: ExcelColumn[] = [
  { header: '父级节点', key: 'pid', width: 36 },
  { header: '类型名称', key: 'name', width: 20 },
  { header: '类型编码', key: 'code', width: 16 },
  { header: '是否有子节点', key: 'hasChild', width: 12 },
];

export const sysCategoryExportXls: Handler<'sysCategoryExportXls'> = async ({ query, session }, { store, now }) => {
  const rows = queried(categories.all(store), query, CATEGORY_FIELDS, { defaultSort: { column: 'code', order: 'asc' } });
  if ('error' in rows) return fail(rows.error);
  const selections = idList(query.selections);
  const picked = selections.length ? rows.filter((row) => selections.includes(row.id)) : rows;
  const buffer = await exportWorkbook(TITLE, CATEGORY_COLUMNS, picked, `导出人:${session?.username ?? ''}  导出时间:${dateTimeText(now())}`);
  return { file: { buffer, contentType: XLSX_TYPE, fileName: `${TITLE}.xlsx` } };
};
