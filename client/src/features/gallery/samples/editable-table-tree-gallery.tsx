import { useCallback, useState } from 'react';
import { getAction } from '@/api/http';
import { TreeTable, type ColumnOption, type EditableColumn, type GridRow, type TreePage } from '@/widgets/editable-table';
import { GallerySample } from '../components/gallery-sample';

const PAGE_SIZE = 3;

async function categories(pid: string, pageNo: number, pageSize: number): Promise<TreePage> {
  const body = await getAction('/sys/category/list', { query: { pid, pageNo, pageSize } });
  const page = body.result;
  return { records: (page?.records ?? []) as unknown as GridRow[], total: page?.total ?? 0 };
}

async function positions(keyword: string, pageSize: number): Promise<ColumnOption[]> {
  const body = await getAction('/sys/position/list', { query: { name: keyword ? `*${keyword}*` : undefined, pageNo: 1, pageSize } });
  const records = (body.result?.records ?? []) as Array<{ code: string; name: string }>;
  return records.map((position) => ({ value: position.code, text: position.name }));
}

const COLUMNS: EditableColumn[] = [
  { key: 'name', type: 'input', title: '名称', validateRules: [{ required: true, message: '${title}不能为空' }] },
  { key: 'code', type: 'input', title: '编码', disabled: true },
  { key: 'position', type: 'sel_search_async', title: '职务', search: positions, placeholder: '请输入搜索内容' },
  { key: 'dutyTime', type: 'time', title: '值班时间' },
  { key: 'rank', type: 'select', title: '职级', dictCode: 'position_rank' },
  { key: 'priority', type: 'select', title: '优先级', dictCode: 'priority' },
];

/** The category dictionary as a tree table: roots paged 3 at a time, children loaded on first expand. */
export default function EditableTableTreeGallery() {
  const [changed, setChanged] = useState<unknown>();
  const loadPage = useCallback((pageNo: number, pageSize: number) => categories('0', pageNo, pageSize), []);
  const loadChildren = useCallback(async (row: GridRow) => (await categories(row.id, 1, 100)).records, []);
  return (
    <GallerySample title="树形表格" value={changed}>
      <TreeTable
        aria-label="树形表格"
        columns={COLUMNS}
        pageSize={PAGE_SIZE}
        loadPage={loadPage}
        loadChildren={loadChildren}
        onValueChange={({ row, key, value }) => setChanged({ id: row.id, key, value })}
      />
    </GallerySample>
  );
}
