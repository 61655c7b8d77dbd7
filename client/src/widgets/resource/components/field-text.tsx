// One field shown as text in 查看 (the form's view mode): the value as the list shows it (a dictionary's label, money
// with two decimals, 是 / 否), in full contrast and with nothing to type into. The kinds whose value needs more than a
// line of text (files, images, rich text, an area, a picker without the row's text) keep their editor, disabled.
import { useDictOptions } from '@/widgets/list-page';
import { isChecked, DEFAULT_SWITCH_OPTIONS } from '@/widgets/yn-switch';
import { moneyText } from '../model/money';
import type { AnyField } from '../model/resource';
import { FieldInput } from './field-input';

/** Kinds whose value is shown by its dictionary's labels (comma-joined codes for the multiple ones). */
const LABELLED_KINDS = new Set(['list', 'radio', 'checkbox', 'list_multi', 'sel_search']);
/** Kinds whose value is its own text. */
const PLAIN_KINDS = new Set(['text', 'number', 'date', 'datetime', 'time', 'textarea']);

export interface FieldTextProps {
  field: AnyField;
  /** Given by the form item. */
  value?: unknown;
  /** Given by the form item: the label's `for`. */
  id?: string;
  /** The viewed row: its `<name>_dictText` is the text the backend gives for a code. */
  row?: Record<string, unknown> | null;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** What an empty value shows, as the detail views of the product do. */
const EMPTY = '-';

function textOf(field: AnyField, value: unknown, row: FieldTextProps['row'], labelOf: (code: string) => string | undefined): string | null {
  const backendText = row?.[`${field.name}_dictText`];
  if (typeof backendText === 'string' && backendText !== '') return backendText;
  if (isEmpty(value)) return EMPTY;
  if (field.kind === 'password') return '******';
  if (field.kind === 'switch' && !field.dictCode && !field.options) return isChecked(value, DEFAULT_SWITCH_OPTIONS) ? '是' : '否';
  if (LABELLED_KINDS.has(field.kind) || (field.kind === 'switch' && (field.dictCode || field.options))) {
    return String(value)
      .split(',')
      .map((code) => labelOf(code) ?? code)
      .join('，');
  }
  if (PLAIN_KINDS.has(field.kind)) return field.column && field.column.money ? moneyText(value) : String(value);
  return null;
}

export function FieldText({ field, value, id, row }: FieldTextProps) {
  const dictOptions = useDictOptions(field.options ? undefined : field.dictCode);
  const options = field.options ?? dictOptions;
  const text = textOf(field, value, row, (code) => options.find((option) => option.value === code)?.label);
  if (text === null) return <FieldInput field={field} value={value} disabled />;
  return (
    <span id={id} className="ant-form-text" data-testid={`field-text-${field.name}`} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </span>
  );
}
