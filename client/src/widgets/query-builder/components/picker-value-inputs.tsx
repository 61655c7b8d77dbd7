// The value inputs that are pickers (B-QUERY-37 … 40), in their own chunk: the query builder loads them only when a
// row's field is a user, department, popup or area.
import { AreaSelect } from '@/widgets/area-select';
import { DepartPicker } from '@/widgets/depart-picker';
import { PopupField } from '@/widgets/popup-picker';
import { UserPicker } from '@/widgets/user-picker';
import { allowsMultiple } from '../model/condition-rules';
import { departStoreFieldOf, pickerValueOf, userStoreFieldOf, type PopupConfig } from '../model/picker-value';
import type { QueryCondition } from '../model/super-query';

export interface PickerValueProps {
  condition: QueryCondition;
  onChange: (val: string | undefined) => void;
}

export function UserValue({ condition, onChange }: PickerValueProps) {
  return (
    <UserPicker
      aria-label="选择用户"
      multi={allowsMultiple(condition)}
      storeField={userStoreFieldOf(condition)}
      value={pickerValueOf(condition.val)}
      onChange={(value) => onChange(value)}
    />
  );
}

export function DepartValue({ condition, onChange }: PickerValueProps) {
  return (
    <DepartPicker
      aria-label="选择部门"
      multi={allowsMultiple(condition)}
      storeField={departStoreFieldOf(condition)}
      value={pickerValueOf(condition.val)}
      onChange={(value) => onChange(value)}
    />
  );
}

export function PopupValue({ condition, popup, onChange }: PickerValueProps & { popup: PopupConfig }) {
  return (
    <PopupField
      aria-label="选择值"
      code={popup.code}
      orgFields={popup.orgFields}
      destFields={popup.destFields}
      field={popup.field}
      multi={allowsMultiple(condition)}
      value={pickerValueOf(condition.val)}
      onChange={(value) => onChange(value)}
    />
  );
}

export function AreaValue({ condition, onChange }: PickerValueProps) {
  // The area selector holds one code: under 'in' the first value is kept, as leaving 'in' does.
  return <AreaSelect value={pickerValueOf(condition.val)?.split(',')[0]} onChange={(code) => onChange(code)} />;
}
