// The role picker (001 §2, B-PICK-15): roles with id, roleName and roleCode in the picker modal (900 wide). The value
// is the role ids (or codes), comma-joined.
import type { PickerFieldProps, PickerRow } from '@/widgets/picker-kit';
import { PICKER_MODAL_WIDTH, type BizPickerConfig } from '../model/biz-config';
import { BizPicker } from './biz-picker';

export interface RolePickerProps extends PickerFieldProps {
  onChange?: (value: string | undefined, roles: PickerRow[]) => void;
  multiple?: boolean;
  valueKey?: 'id' | 'roleCode';
}

const roleConfig = (valueKey: 'id' | 'roleCode'): BizPickerConfig => ({
  name: '角色',
  listUrl: '/sys/role/list',
  valueKey,
  displayKey: 'roleName',
  columns: [
    { title: '角色名称', dataIndex: 'roleName' },
    { title: '角色编码', dataIndex: 'roleCode' },
  ],
  queryConfig: [
    { key: 'roleName', label: '角色名称' },
    { key: 'roleCode', label: '角色编码' },
  ],
});

export function RolePicker({ valueKey = 'id', multiple = true, ...field }: RolePickerProps) {
  return <BizPicker config={roleConfig(valueKey)} multiple={multiple} modalWidth={PICKER_MODAL_WIDTH} {...field} />;
}
