// The editor of each column type: the product's one type → editor mapping. In the grid it is mounted only in the cell
// being edited (the rest of the grid is light text), focused and opened at once; a form (the resource kit's) places
// it among the form's items, where nothing opens or takes the focus by itself and a text area is a plain one.
import { Checkbox, DatePicker, Input, Radio, Select, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useContext, useState } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT, TIME_FORMAT } from '@/shared/config/widget-constants';
import type { EditableColumn, GridRow } from '../model/column';
import { optionText } from '../model/column';
import { joinValues, splitValues } from '../model/multi-value';
import { afterKeystroke, onNumberBlur } from '../model/number-input';
import { AsyncSearchEditor } from './async-search-editor';
import { DepartCellEditor, UserCellEditor } from './picker-cell-editors';
import { ExternalCellEditorsContext, type ExternalCellEditors, type ExternalEditorType } from './external-editors';
import { PopupCellEditor } from './popup-cell-editor';
import { TextPopupEditor } from './text-popup-editor';
import { UploadCellEditor } from './upload-cell-editor';

export interface CellEditorProps {
  column: EditableColumn;
  row: GridRow;
  value: unknown;
  size: 'small' | 'middle' | 'large';
  onChange: (value: unknown) => void;
  onFill: (values: Record<string, unknown>) => void;
  onDone: () => void;
  /** `cell` (the default): the grid's editing cell. `form`: an item of a form. */
  placement?: EditorPlacement;
}

export type EditorPlacement = 'cell' | 'form';

/** The table's own popup and upload editors; a screen's ExternalCellEditorsContext takes precedence. */
const OWN_EDITORS: Required<ExternalCellEditors> = { popup: PopupCellEditor, upload: UploadCellEditor, file: UploadCellEditor, image: UploadCellEditor };

const DATE_FORMATS = { date: DATE_FORMAT, datetime: DATE_TIME_FORMAT, time: TIME_FORMAT } as const;

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function NumberEditor({ column, value, size, onChange, placement }: CellEditorProps) {
  const [text, setText] = useState(asText(value));
  // A value set from outside (a form's setFieldsValue or reset) replaces the text; the editor's own keystrokes and
  // blur report values the text already shows or normalises to.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (asText(value) !== text) setText(asText(value));
  }
  return (
    <Input
      autoFocus={placement !== 'form'}
      size={size}
      aria-label={column.title}
      disabled={column.disabled}
      inputMode="decimal"
      value={text}
      placeholder={column.placeholder}
      onChange={(event) => {
        const next = afterKeystroke(text, event.target.value);
        setText(next);
        onChange(next);
      }}
      onBlur={() => onChange(onNumberBlur(text))}
    />
  );
}

function DateEditor({ column, value, size, onChange, placement }: CellEditorProps & { column: EditableColumn & { type: 'date' | 'datetime' | 'time' } }) {
  const format = DATE_FORMATS[column.type];
  const parsed = asText(value) ? dayjs(asText(value), format) : null;
  const change = (next: Dayjs | null) => onChange(next ? next.format(format) : '');
  const common = { autoFocus: placement !== 'form', disabled: column.disabled, size, 'aria-label': column.title, style: { width: '100%' }, value: parsed?.isValid() ? parsed : null, placeholder: column.placeholder, onChange: change };
  if (column.type === 'time') return <TimePicker {...common} format={format} />;
  return <DatePicker {...common} format={format} showTime={column.type === 'datetime'} />;
}

export function CellEditor(props: CellEditorProps) {
  const { column, row, value, size, onChange, onFill, onDone, placement = 'cell' } = props;
  const inCell = placement === 'cell';
  const external = useContext(ExternalCellEditorsContext);
  const options = (column.options ?? []).map((option) => ({ value: option.value, label: optionText(option), disabled: option.disabled }));
  switch (column.type) {
    case 'inputNumber':
      return <NumberEditor {...props} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateEditor {...props} column={column as EditableColumn & { type: 'date' }} />;
    case 'checkbox': {
      const [checked, unchecked] = column.customValue ?? [true, false];
      return <Checkbox autoFocus={inCell} disabled={column.disabled} aria-label={column.title} checked={value === checked} onChange={(event) => onChange(event.target.checked ? checked : unchecked)} />;
    }
    case 'radio':
      return <Radio.Group size={size} disabled={column.disabled} aria-label={column.title} value={value} options={options} onChange={(event) => onChange(event.target.value)} />;
    case 'select':
    case 'sel_search':
      return (
        <Select
          autoFocus={inCell}
          defaultOpen={inCell}
          disabled={column.disabled}
          size={size}
          aria-label={column.title}
          style={{ width: '100%' }}
          allowClear
          showSearch={column.type === 'sel_search' || column.allowSearch ? { optionFilterProp: 'label' } : false}
          value={asText(value) || undefined}
          placeholder={column.placeholder}
          options={options}
          onChange={(next?: string) => onChange(next ?? '')}
        />
      );
    case 'list_multi':
      return (
        <Select
          autoFocus={inCell}
          defaultOpen={inCell}
          disabled={column.disabled}
          mode="multiple"
          maxTagCount={1}
          size={size}
          aria-label={column.title}
          style={{ width: '100%' }}
          value={splitValues(value)}
          placeholder={column.placeholder}
          options={options}
          onChange={(next: string[]) => onChange(joinValues(next))}
        />
      );
    case 'sel_search_async':
      return <AsyncSearchEditor column={column} value={asText(value)} placement={placement} onChange={(next) => onChange(next)} />;
    case 'textarea':
      if (!inCell) return <Input.TextArea rows={4} aria-label={column.title} value={asText(value)} placeholder={column.placeholder} disabled={column.disabled} onChange={(event) => onChange(event.target.value)} />;
      return <TextPopupEditor column={column} value={asText(value)} onChange={onChange} />;
    case 'input_pop':
      if (!inCell) break;
      return <TextPopupEditor column={column} value={asText(value)} onChange={onChange} />;
    case 'sel_depart':
    case 'sel_user': {
      const Picker = column.type === 'sel_depart' ? DepartCellEditor : UserCellEditor;
      return (
        <Suspense fallback={<Input size={size} aria-label={column.title} value={asText(value)} readOnly />}>
          <Picker column={column} row={row} value={value} placement={placement} onChange={onChange} onFill={onFill} onDone={onDone} />
        </Suspense>
      );
    }
    case 'popup':
    case 'upload':
    case 'file':
    case 'image': {
      const type = column.type as ExternalEditorType;
      const Editor = external[type] ?? OWN_EDITORS[type];
      return (
        <Suspense fallback={<Input size={size} aria-label={column.title} value={asText(value)} readOnly />}>
          <Editor column={column} row={row} value={value} placement={placement} onChange={onChange} onFill={onFill} onDone={onDone} />
        </Suspense>
      );
    }
  }
  return (
    <Input
      autoFocus={inCell}
      size={size}
      aria-label={column.title}
      value={asText(value)}
      placeholder={column.placeholder}
      disabled={column.disabled}
      {...(column.props as object)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
