// sel_depart and sel_user cells edit through the pickers widgets, loaded only when such a cell is first edited.
import { lazy } from 'react';
import { pickerCellMulti } from '../model/picker-cell-multi';
import { rememberPickedText } from '../model/picked-texts';
import type { ExternalCellEditorProps } from './external-editors';

const asText = (value: unknown) => (value === null || value === undefined || value === '' ? undefined : String(value));

export const DepartCellEditor = lazy(async () => {
  const { DepartPicker } = await import('@/widgets/depart-picker');
  return {
    default: ({ column, value, onChange }: ExternalCellEditorProps) => (
      <DepartPicker value={asText(value)} multi={pickerCellMulti(column)} placeholder={column.placeholder} disabled={column.disabled} onChange={(next, departs) => {
          rememberPickedText(next ?? '', departs.map((depart) => depart.title).join(','));
          onChange(next ?? '');
        }}
      />
    ),
  };
});

export const UserCellEditor = lazy(async () => {
  const { UserPicker } = await import('@/widgets/user-picker');
  return {
    default: ({ column, value, onChange }: ExternalCellEditorProps) => (
      <UserPicker
        value={asText(value)}
        multi={pickerCellMulti(column)}
        placeholder={column.placeholder}
        disabled={column.disabled}
        onChange={(next, users) => {
          rememberPickedText(next ?? '', users.map((user) => user.realname).join(','));
          onChange(next ?? '');
        }}
      />
    ),
  };
});
