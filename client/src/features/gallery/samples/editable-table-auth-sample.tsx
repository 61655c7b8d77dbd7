import { AccessContext, type PermissionLists } from '@/widgets/access';
import { EditableTable, type EditableColumn, type GridRow } from '@/widgets/editable-table';
import { GallerySample } from '../components/gallery-sample';

// authPre (001 §6): the table's codes live under the prefix `gallery:grid:`. The sample lends the table the lists of
// a restricted user (who holds only gallery:grid:phone), so 工资 and the 新增 / 删除 buttons are hidden for them.
const AUTH_PRE = 'gallery:grid:';

const rule = (code: string) => ({ action: `${AUTH_PRE}${code}`, type: '1' as const, status: '1' as const });

const RESTRICTED: PermissionLists = {
  user: [{ action: `${AUTH_PRE}phone`, type: '1' }],
  all: [rule('salary'), rule('phone'), rule('add'), rule('batch_delete')],
};

const COLUMNS: EditableColumn[] = [
  { key: 'name', type: 'input', title: '姓名' },
  { key: 'salary', type: 'inputNumber', title: '工资' },
  { key: 'phone', type: 'input', title: '手机号', width: 140 },
];

const ROWS: GridRow[] = [
  { id: 'p1', name: '张三', salary: 8800, phone: '13800138000' },
  { id: 'p2', name: '李四', salary: 9200, phone: '13900139000' },
];

export function EditableTableAuthSample() {
  return (
    <GallerySample title="按钮与列权限（受限用户）">
      <AccessContext.Provider value={RESTRICTED}>
        <EditableTable aria-label="按钮与列权限" columns={COLUMNS} dataSource={ROWS} toolbar rowSelection authPre={AUTH_PRE} />
      </AccessContext.Provider>
    </GallerySample>
  );
}
