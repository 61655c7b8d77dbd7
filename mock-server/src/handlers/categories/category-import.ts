// 分类字典 导入 (SysCategoryController.importExcel): each row hangs below the category its code extends.
import type { ExcelColumn } from '../../crud/excel.js';
import { importRows } from '../../entity/excel-import.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { insertCategory } from './categories.js';
import type { CategoryRecord } from '../../store/records/categories.js';
import { categories } from '../../entities/categories.js';

const IMPORT_COLUMNS: ExcelColumn[] = [
  { header: '类型名称', key: 'name' },
  { header: '类型编码', key: 'code' },
];

interface ImportedCategory {
  name: string;
  code: string;
  parent: CategoryRecord | undefined;
}

/** Upstream's rule: a code longer than three characters extends its parent's code by three. */
function importedCategory(store: Store, row: Record<string, string>): ImportedCategory | string {
  const name = (row.name ?? '').trim();
  const code = (row.code ?? '').trim();
  if (!name) return '类型名称不能为空';
  if (!code) return '类型编码不能为空';
  if (categories.all(store).some((c) => c.code === code)) return '分类编码已经存在，忽略导入。';
  if (code.length <= 3) return { name, code, parent: undefined };
  const parent = categories.all(store).find((c) => c.code === code.slice(0, -3));
  return parent ? { name, code, parent } : '上级分类不存在，忽略导入。';
}

export const sysCategoryImportExcel: Handler<'sysCategoryImportExcel'> = ({ uploads, session }, ctx) =>
  importRows<ImportedCategory>(uploads, ctx, {
    columns: IMPORT_COLUMNS,
    errorTitle: '分类字典导入错误',
    formOf: (row) => importedCategory(ctx.store, row),
    problemOf: () => null,
    create: (form) => insertCategory(ctx.store, form.parent, form, session, ctx.now()),
  });
