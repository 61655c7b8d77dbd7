import { Button, Flex, Space } from 'antd';
import { useRef, useState } from 'react';
import { EditableTable, TableValidationError, type EditableTableHandle, type GridRow } from '@/widgets/editable-table';
import { useCurrentUser } from '@/widgets/shell';
import { GallerySample } from '../components/gallery-sample';
import { EditableTableAuthSample } from './editable-table-auth-sample';
import { EditableTableCellsSample } from './editable-table-cells-sample';
import { GALLERY_COLUMNS } from './editable-table-columns';

const ROWS: GridRow[] = [
  { id: 'r1', name: '张三', age: 30, salary: 8800, phone: '13800138000', married: 'Y', sex: '1', skills: 'java,sql', province: 'gd', city: 'gz', skill: 'java', birthday: '1995-03-08', checkIn: '2024-07-01 09:00:00', clockIn: '09:00:00', level: 'A', attachment: 'temp/劳动合同扫描件_1700000000000.pdf', orderNum: 1 },
  { id: 'r2', name: '李四', age: 28, salary: 9200.5, phone: '13900139000', married: 'N', sex: '2', skills: 'typescript', province: 'zj', city: 'hz', skill: 'go', birthday: '1997-11-20', level: 'B', status: 'locked', orderNum: 2 },
  { id: 'r3', name: '王五', age: 35, salary: 12000, phone: '', married: 'N', sex: '1', level: 'A', orderNum: 3 },
];

/** Every column type, the toolbar, selection, drag sort and statistics; and the click-to-edit mode. */
export default function EditableTableGallery() {
  const table = useRef<EditableTableHandle>(null);
  const [emitted, setEmitted] = useState<unknown>();
  const clickTable = useRef<EditableTableHandle>(null);
  const [clickValue, setClickValue] = useState<unknown>();
  const userId = useCurrentUser().info?.id;
  const [synced, setSynced] = useState<unknown>();
  return (
    <Flex vertical gap={16}>
      <GallerySample title="全部列类型" value={emitted}>
        <Space style={{ marginBottom: 8 }} wrap>
          <Button
            onClick={async () => {
              const errors = await table.current?.validateAll();
              setEmitted({ errors: errors?.map((error) => `${error.rowIndex + 1}:${error.key}:${error.message}`) });
            }}
          >
            校验全部
          </Button>
          <Button
            onClick={async () => {
              try {
                const rows = await table.current?.getValues();
                setEmitted({ rows, deleteIds: table.current?.getDeleteIds() });
              } catch (error) {
                if (error instanceof TableValidationError) setEmitted({ rejected: error.errors.length });
              }
            }}
          >
            取值
          </Button>
          <Button
            onClick={async () => {
              const all = await table.current?.getAll();
              setEmitted({ rows: all?.rows.length, deleteIds: all?.deleteIds, errors: all?.errors.length });
            }}
          >
            获取全部
          </Button>
        </Space>
        <EditableTable ref={table} aria-label="全部列类型" columns={GALLERY_COLUMNS} dataSource={ROWS} toolbar rowSelection dragSort disabledRows={{ status: ['locked'] }} />
      </GallerySample>
      <EditableTableCellsSample />
      <EditableTableAuthSample />
      <GallerySample title="点击编辑" value={clickValue}>
        <EditableTable
          ref={clickTable}
          aria-label="点击编辑"
          editMode="click"
          columns={GALLERY_COLUMNS.slice(0, 4)}
          dataSource={ROWS}
          onValueChange={() => void clickTable.current?.getValues({ validate: false }).then((rows) => setClickValue(rows.map((row) => row.name)))}
        />
      </GallerySample>
      <GallerySample title="实时同步" value={synced}>
        <EditableTable
          aria-label="实时同步"
          columns={GALLERY_COLUMNS.slice(0, 3)}
          dataSource={ROWS}
          sync={userId ? { userId, socketKey: 'gallery-sync' } : undefined}
          onValueChange={({ row, key, value }) => setSynced({ id: row.id, key, value })}
        />
      </GallerySample>
    </Flex>
  );
}
