// What the add / edit / view form of a resource holds, derived from the same fields as the list: which fields are
// items in which mode, which are read only, the antd rules of each (000 §5 rule sets by name, 001 §5 patterns) and
// the editor each kind takes from the editable table's type → editor mapping.
import type { ColumnType } from '@/widgets/editable-table/type-editor';
import { patternOf } from '@/widgets/editable-table/type-editor';
import type { FormRule } from 'antd';
import { Checks, firstFailure, isEmptyValue, REQUIRED_CHECK_SETS } from '@/shared/validation/validators';
import type { FieldKind } from './field-kind';
import type { AnyField, FieldForm, Resource } from './resource';

export type FormMode = 'add' | 'edit' | 'view';

/** The kinds the editable table edits, with its column type: the form takes the same editor. */
const GRID_TYPES: Partial<Record<FieldKind, ColumnType>> = {
  text: 'input',
  number: 'inputNumber',
  list: 'select',
  radio: 'radio',
  list_multi: 'list_multi',
  sel_search: 'sel_search',
  date: 'date',
  datetime: 'datetime',
  time: 'time',
  textarea: 'textarea',
  file: 'file',
  image: 'image',
  sel_user: 'sel_user',
  sel_depart: 'sel_depart',
  popup: 'popup',
};

/** The editable table's column type of a kind; the kinds it has none for (switch, rich text, trees, area, password,
 * a checkbox group) have form editors of their own. */
export const gridTypeOf = (kind: FieldKind): ColumnType | undefined => GRID_TYPES[kind];

/** Kinds chosen rather than typed: their required message and placeholder say 请选择. */
const CHOSEN_KINDS: ReadonlySet<FieldKind> = new Set([
  'list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch', 'date', 'datetime', 'time', 'file', 'image', 'sel_user', 'sel_depart',
  'popup', 'sel_tree', 'cat_tree', 'pca',
]);

export const placeholderOf = (field: Pick<AnyField, 'kind' | 'label' | 'form'>): string =>
  field.form?.placeholder ?? `${CHOSEN_KINDS.has(field.kind) ? '请选择' : '请输入'}${field.label}`;

/** The fields on the form in a mode (view shows what edit shows). */
export function formFieldsOf<Row>(resource: Resource<Row>, mode: FormMode): AnyField[] {
  const hiddenIn = mode === 'add' ? 'add' : 'edit';
  // Read apart from the row type: a form item is named by a string.
  const fields = resource.fields as unknown as readonly AnyField[];
  return fields.filter((field) => field.form && field.form.hidden !== hiddenIn && (!field.form.viewOnly || mode === 'view'));
}

export const hasForm = (resource: Resource<unknown>): boolean => resource.fields.some((field) => field.form);

export function isReadOnly(form: FieldForm, mode: FormMode): boolean {
  return mode === 'view' || form.readOnly === true || form.viewOnly === true || (form.readOnly === 'edit' && mode === 'edit');
}

/** Asks the backend whether a value is free; resolves with its message when taken. */
export type DuplicateCheck = (unique: { table: string; column: string }, value: string, id: string | undefined) => Promise<string | null>;

/**
 * The antd rules of a field, reported one at a time in this order (the item validates first-failure): required, the
 * 000 §5 rule sets, the pattern, the range, the order of two dates, the length, then the backend's duplicate check.
 */
export function formRulesOf(field: Pick<AnyField, 'name' | 'kind' | 'label' | 'form'>, editingId: string | undefined, duplicateCheck: DuplicateCheck): FormRule[] {
  const form = field.form ?? {};
  const { label } = field;
  const rules: FormRule[] = [];
  const named = form.rules ?? [];
  // A 000 §5 set that starts with its own required check (mobile, username) says the required message itself.
  const setSaysRequired = named.some((name) => REQUIRED_CHECK_SETS.has(name));
  if (form.required && !setSaysRequired) {
    const message = form.messages?.required ?? `${placeholderOf(field)}!`;
    // A number field holds a number once typed (text while typing): a plain required rule would check it as text
    // (async-validator's default type) and refuse every number with the required message.
    if (field.kind === 'number') {
      rules.push({ required: true, message, validator: async (_rule, value: unknown) => {
        if (isEmptyValue(value)) throw new Error(message);
      } });
    } else rules.push({ required: true, whitespace: true, message });
  }
  for (const name of named) {
    const checks = Checks[name];
    rules.push({
      required: form.required && REQUIRED_CHECK_SETS.has(name),
      validator: async (_rule, value: unknown) => {
        // An optional field left empty passes even a set that would require it.
        if (!form.required && isEmptyValue(value)) return;
        const message = firstFailure(checks, value);
        if (message) throw new Error(message);
      },
    });
  }
  if (form.pattern !== undefined) {
    const pattern = patternOf(form.pattern);
    const message = form.messages?.pattern ?? `${label}格式不正确`;
    rules.push({ validator: async (_rule, value: unknown) => {
      if (!isEmptyValue(value) && !pattern.test(String(value))) throw new Error(message);
    } });
  }
  if (form.range) {
    const range = form.range;
    const message = form.messages?.range ?? rangeMessage(label, range);
    rules.push({ validator: async (_rule, value: unknown) => {
      if (isEmptyValue(value)) return;
      if (!inRange(Number(value), range)) throw new Error(message);
    } });
  }
  if (form.notBefore) {
    const earlier = form.notBefore;
    const message = form.messages?.notBefore ?? `${label}不能早于${earlier.label}`;
    rules.push(({ getFieldValue }) => ({ validator: async (_rule, value: unknown) => {
      const start: unknown = getFieldValue(earlier.field);
      // Dates in the form are yyyy-MM-dd text, so text order is date order.
      if (!isEmptyValue(value) && !isEmptyValue(start) && String(value) < String(start)) throw new Error(message);
    } }));
  }
  if (form.max !== undefined) rules.push({ max: form.max, message: form.messages?.max ?? `${label}不能超过${form.max}个字符!` });
  if (form.unique) {
    const unique = { table: form.unique.table, column: form.unique.column ?? field.name };
    rules.push({ validator: async (_rule, value: unknown) => {
      if (isEmptyValue(value)) return;
      const problem = await duplicateCheck(unique, String(value), editingId);
      if (problem) throw new Error(problem);
    } });
  }
  return rules;
}

type Range = NonNullable<FieldForm['range']>;

const inRange = (value: number, { min, max, exclusiveMin }: Range): boolean =>
  Number.isFinite(value) && (min === undefined || (exclusiveMin ? value > min : value >= min)) && (max === undefined || value <= max);

/** 金额须在0到1000000之间, 学时须大于0且不超过1000, or the one bound there is. */
function rangeMessage(label: string, { min, max, exclusiveMin }: Range): string {
  if (min !== undefined && max !== undefined) return exclusiveMin ? `${label}须大于${min}且不超过${max}` : `${label}须在${min}到${max}之间`;
  if (min !== undefined) return exclusiveMin ? `${label}须大于${min}` : `${label}不能小于${min}`;
  return `${label}不能超过${max}`;
}

/** The form's first values: the row's for edit and view, each field's `initial` for add. */
export function initialValuesOf<Row>(resource: Resource<Row>, mode: FormMode, row: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of formFieldsOf(resource, mode)) {
    const value = row ? (row as Record<string, unknown>)[field.name] : field.form?.initial;
    if (value !== undefined && value !== null) values[field.name] = value;
  }
  return values;
}

/** A field left off the form in this mode keeps the row's value: an edit sends what it did not show (upstream's
 * modal forms send the record merged with the form). */
export function keptValuesOf<Row>(resource: Resource<Row>, mode: FormMode, row: Row | null): Record<string, unknown> {
  if (!row || mode === 'add') return {};
  const fields = resource.fields as unknown as readonly AnyField[];
  const kept = fields.filter((field) => field.form?.hidden === 'edit');
  return Object.fromEntries(kept.map((field) => [field.name, (row as Record<string, unknown>)[field.name]]));
}
