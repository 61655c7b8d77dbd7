// 数据字典 导出 / 导入 (SysDictController exportXls, importExcel): one row per dictionary.
import type { ExcelColumn } from '../../crud/excel.js';
import type { Store } from '../../store/store.js';
import type { Handler } from '../../types.js';
import { dictCodeTaken, dicts } from '../../entities/dicts.js';

const DICT_COLUMNS: ExcelColumn[] = [
  { header: '字典名称', key: 'dictName', width: 20 },
  { header: '字典编码', key: 'dictCode', width: 24 },
  { header: '描述', key: 'description', width: 30 },
];

/** The document's SysDictForm.dictCode pattern. */
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

interface ImportedDict {
  dictName: string;
  dictCode: string;
  description: string | null;
}

/** An imported row as the add form would send it, or why it cannot be one (upstream's wording where it has one). */
function importedDict(store: Store, values: Record<string, string>): ImportedDict | string {
  const dictName = values.dictName ?? '';
  const dictCode = values.dictCode ?? '';
  if (!dictCode) return '字典编码不能为空，忽略导入。';
  if (!dictName) return '字典名称不能为空，忽略导入。';
  if (!CODE_PATTERN.test(dictCode)) return '字典编码格式不正确，忽略导入。';
  if (dictCodeTaken(store, dictCode)) return '字典编码已经存在，忽略导入。';
  return { dictName, dictCode, description: values.description || null };
}

export const sysDictExportXls: Handler<'sysDictExportXls'> = ({ query, session }, { store, now }) =>
  dicts.exportFile(store, query, session, now(), { title: '数据字典列表', columns: DICT_COLUMNS });

export const sysDictImportExcel: Handler<'sysDictImportExcel'> = ({ uploads, session }, ctx) =>
  dicts.importFile<ImportedDict>(uploads, ctx, {
    columns: DICT_COLUMNS,
    errorTitle: '字典导入错误',
    formOf: (values) => importedDict(ctx.store, values),
    problemOf: () => null,
    create: (form) => dicts.insert(ctx.store, { ...form, type: 0, delFlag: 0, items: [] }, session, ctx.now()),
  });
