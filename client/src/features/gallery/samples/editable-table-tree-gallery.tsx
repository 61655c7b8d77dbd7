import { useCallback, useState } from 'react';
import { getAction } from '@/api/http';
import { PositionPicker } from '@/widgets/biz-picker';
import { TreeTable, type EditableColumn, type GridRow, type TreePage } from '@/widgets/editable-table';
import { GallerySample } from '../components/gallery-sample';

const PAGE_SIZE = 3;

async function categories(pid: string, pageNo: number, pageSize: number): Promise<TreePage> {
  const body = await getAction('/sys/category/rootList', { query: { pid, pageNo, pageSize } });
  const page = body.result;
  return { records: (page?.records ?? []) as unknown as GridRow[], total: page?.total ?? 0 };
}

const COLUMNS: EditableColumn[] = [
  { key: 'name', type: 'input', title: '名称', validateRules: [{ required: true, message: '${title}不能为空' }] },
  { key: 'code', type: 'input', title: '编码', disabled: true },
  // the position picker (select-biz on /sys/position/list) in a slot cell: the cell stores the position code
  {
    key: 'position',
    type: 'slot',
    title: '职务',
    width: 220,
    render: ({ value, setValue }) => <PositionPicker aria-label="职务" value={typeof value === 'string' && value ? value : undefined} onChange={(code) => setValue(code ?? '')} />,
  },
  { key: 'dutyTime', type: 'time', title: '值班时间' },
  { key: 'rank', type: 'select', title: '职级', dictCode: 'position_rank' },
  { key: 'priority', type: 'select', title: '优先级', dictCode: 'priority' },
];

/** The category dictionary as a tree table: roots paged 3 at a time, children loaded on first expand; position picker, time picker and dictionary selects. */
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
