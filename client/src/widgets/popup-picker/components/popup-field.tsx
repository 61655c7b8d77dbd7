// JPopup, the popup field (001 §5; decision 15): a read-only input that opens the popup report picker. It needs
// code, orgFields and destFields of the same count; confirming needs one row (or, in multi mode, some), else it
// warns 请选择一条记录 and stays open. The value is this field's mapped values; onSelect receives every destFields
// value (orgFields → destFields).
import { App, Input } from 'antd';
import { useState } from 'react';
import { fieldSelectionProblem, mapToDestFields, popupConfigProblem } from '../model/popup-selection';
import { PopupReportModal } from './popup-report-modal';
import type { PickerFieldProps } from '@/widgets/picker-kit';

export interface PopupFieldProps extends PickerFieldProps {
  code: string;
  /** Report fields to copy, comma separated. */
  orgFields: string;
  /** Form fields they fill, comma separated, in the same order. */
  destFields: string;
  /** Which destination field this input shows and emits; default the first. */
  field?: string;
  multi?: boolean;
  group?: string;
  selfParams?: Record<string, string>;
  /** Opens the dialog on mount (a table cell that starts editing). */
  defaultOpen?: boolean;
  onChange?: (value: string | undefined) => void;
  onSelect?: (values: Record<string, string>) => void;
  /** Told when the dialog closes, picked or cancelled. */
  onClose?: () => void;
}

export function PopupField({ code, orgFields, destFields, field, multi = false, group, selfParams, defaultOpen = false, value, onChange, onSelect, onClose, placeholder = '点击选择', disabled, id, ...rest }: PopupFieldProps) {
  const { message } = App.useApp();
  const problem = popupConfigProblem(code, orgFields, destFields);
  const [open, setOpen] = useState(() => defaultOpen && !disabled && !problem);
  const shownField = field ?? destFields.split(',')[0]?.trim() ?? '';

  return (
    <>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        readOnly
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        status={problem ? 'error' : undefined}
        allowClear={!disabled}
        onChange={(event) => {
          if (!event.target.value) onChange?.(undefined);
        }}
        onClick={() => {
          if (disabled) return;
          if (problem) void message.error(problem);
          else setOpen(true);
        }}
      />
      <PopupReportModal
        open={open}
        code={code}
        group={group}
        multi={multi}
        selfParams={selfParams}
        onCancel={() => {
          setOpen(false);
          onClose?.();
        }}
        onOk={({ rows }) => {
          const selectionProblem = fieldSelectionProblem(rows, multi);
          if (selectionProblem) {
            void message.warning(selectionProblem);
            return false;
          }
          const mapped = mapToDestFields(rows, orgFields, destFields);
          setOpen(false);
          onSelect?.(mapped);
          onChange?.(mapped[shownField] || undefined);
          onClose?.();
          return true;
        }}
      />
    </>
  );
}

