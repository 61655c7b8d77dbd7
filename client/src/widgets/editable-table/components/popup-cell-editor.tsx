// popup cells edit through the popup report picker, loaded only when such a cell is first edited. Picking a record
// fills this cell and the row's other destFields columns (orgFields → destFields).
import { lazy } from 'react';
import type { ExternalCellEditorProps } from './external-editors';

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const paramsOf = (param: Record<string, unknown> | undefined) => (param ? Object.fromEntries(Object.entries(param).map(([name, value]) => [name, asText(value)])) : undefined);

export const PopupCellEditor = lazy(async () => {
  const { PopupField } = await import('@/widgets/popup-picker');
  return {
    default: ({ column, value, onChange, onFill, onDone, placement }: ExternalCellEditorProps) => (
      <PopupField
        defaultOpen={placement !== 'form'}
        code={column.popupCode ?? ''}
        orgFields={column.orgFields ?? ''}
        destFields={column.destFields ?? ''}
        field={column.key}
        multi={column.multi === true}
        selfParams={paramsOf(column.param)}
        placeholder={column.placeholder}
        disabled={column.disabled}
        aria-label={column.title}
        value={asText(value)}
        onSelect={(mapped) => {
          const { [column.key]: _own, ...others } = mapped;
          onFill(others);
        }}
        onChange={(next) => onChange(next ?? '')}
        onClose={onDone}
      />
    ),
  };
});
