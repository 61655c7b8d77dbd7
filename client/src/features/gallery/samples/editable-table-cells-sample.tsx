import { useRef, useState } from 'react';
import { EditableTable, type EditableColumn, type EditableTableHandle, type GridRow } from '@/widgets/editable-table';
import { GallerySample } from '../components/gallery-sample';

// File, image and upload cells (the token only where the column asks; one column with download and delete off) and
// a popup cell whose pick fills the linked column (orgFields username,realname → destFields account,realname).
const COLUMNS: EditableColumn[] = [
  { key: 'name', type: 'input', title: '姓名', width: 90 },
  { key: 'contract', type: 'file', title: '合同', token: true, width: 160 },
  { key: 'photo', type: 'image', title: '照片', token: true, width: 130 },
  { key: 'attachment', type: 'upload', title: '附件（不带令牌）', width: 150 },
  { key: 'archive', type: 'file', title: '存档（仅查看）', token: true, allowDownload: false, allowRemove: false, width: 150 },
  { key: 'account', type: 'popup', title: '用户账号', popupCode: 'report_user', orgFields: 'username,realname', destFields: 'account,realname', width: 120 },
  { key: 'realname', type: 'input', title: '用户姓名', width: 100 },
];

const ROWS: GridRow[] = [
  { id: 'c1', name: '张三', archive: 'temp/劳动合同扫描件_1700000000000.pdf' },
  { id: 'c2', name: '李四' },
];

const KEYS = COLUMNS.map((column) => column.key);

/** What the table emits: each row's values of these columns. */
const emittedRows = (rows: GridRow[]) => rows.map((row) => Object.fromEntries(KEYS.map((key) => [key, row[key] ?? ''])));

export function EditableTableCellsSample() {
  const table = useRef<EditableTableHandle>(null);
  const [value, setValue] = useState<unknown>();
  return (
    <GallerySample title="文件与弹窗单元格" value={value}>
      <EditableTable
        ref={table}
        aria-label="文件与弹窗单元格"
        columns={COLUMNS}
        dataSource={ROWS}
        onValueChange={() => void table.current?.getValues({ validate: false }).then((rows) => setValue(emittedRows(rows)))}
      />
    </GallerySample>
  );
}
