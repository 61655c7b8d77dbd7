// One field's editor in the resource form. The kinds the editable table edits take its editor (the product's one
// type → editor mapping, placed in a form); the kinds it has none for take the widget upstream's online forms use.
import { Checkbox, Input } from 'antd';
import { lazy, Suspense } from 'react';
import { AreaSelect } from '@/widgets/area-select';
import { CategorySelect, DictTreeSelect } from '@/widgets/dict-select';
import { TypeEditor, type EditableColumn } from '@/widgets/editable-table/type-editor';
import { useDictOptions } from '@/widgets/list-page';
import { YnSwitch } from '@/widgets/yn-switch';
import { gridTypeOf, placeholderOf } from '../model/form-fields';
import type { AnyField } from '../model/resource';

const RichTextEditor = lazy(async () => ({ default: (await import('@/widgets/editors/rich-text')).RichTextEditor }));
const MarkdownEditor = lazy(async () => ({ default: (await import('@/widgets/editors/markdown')).MarkdownEditor }));

export interface FieldInputProps {
  field: AnyField;
  /** Given by the form item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  /** Sets other fields of the form (a popup field's linked fields). */
  onFill?: (values: Record<string, unknown>) => void;
}

/** An upload's folder (`biz`) and file count, sent with the token as the archive's own uploads are (001 §3). */
function uploadTarget(field: AnyField): Partial<EditableColumn> {
  const upload = field.form?.upload;
  if (!upload) return {};
  return { token: true, data: { biz: upload.biz }, ...(upload.count ? { fieldExtendJson: JSON.stringify({ uploadnum: upload.count }) } : {}) };
}

const textOf = (value: unknown): string | undefined => (value === null || value === undefined || value === '' ? undefined : String(value));
const NO_FILL = () => undefined;

export function FieldInput({ field, value, onChange = NO_FILL, disabled, onFill = NO_FILL }: FieldInputProps) {
  const dictOptions = useDictOptions(field.options ? undefined : field.dictCode);
  const options = field.options ?? dictOptions;
  const placeholder = placeholderOf(field);
  const { label } = field;
  // A field chosen by searching the backend takes the grid's async search select.
  const type = field.lookup ? 'sel_search_async' : gridTypeOf(field.kind);
  if (type) {
    const column: EditableColumn = { key: field.name, type, title: label, options: [...options], placeholder, disabled, search: field.lookup, ...uploadTarget(field) };
    return <TypeEditor placement="form" column={column} row={{ id: '' }} value={value} size="middle" onChange={onChange} onFill={onFill} onDone={NO_FILL} />;
  }
  switch (field.kind) {
    case 'switch':
      return <YnSwitch aria-label={label} value={textOf(value)} disabled={disabled} onChange={onChange} />;
    case 'password':
      return <Input.Password aria-label={label} value={textOf(value)} placeholder={placeholder} disabled={disabled} onChange={(event) => onChange(event.target.value)} />;
    case 'checkbox': {
      // Upstream's JCheckbox: the dictionary's values, the chosen ones kept comma-joined.
      const chosen = textOf(value)?.split(',') ?? [];
      return <Checkbox.Group aria-label={label} options={[...options]} value={chosen} disabled={disabled} onChange={(next) => onChange(next.join(','))} />;
    }
    case 'sel_tree':
      return <DictTreeSelect aria-label={label} dict={field.dictCode ?? ''} pidField="pid" hasChildField="has_child" value={textOf(value)} placeholder={placeholder} disabled={disabled} onChange={onChange} />;
    case 'cat_tree':
      return <CategorySelect aria-label={label} pcode={field.dictCode ?? '0'} value={textOf(value)} placeholder={placeholder} disabled={disabled} onChange={onChange} />;
    case 'pca':
      return <AreaSelect value={textOf(value)} placeholder={placeholder} disabled={disabled} onChange={onChange} />;
    case 'umeditor':
    case 'markdown': {
      const Editor = field.kind === 'umeditor' ? RichTextEditor : MarkdownEditor;
      return (
        <Suspense fallback={<Input.TextArea rows={6} aria-label={label} value={textOf(value)} readOnly />}>
          <Editor label={label} value={textOf(value) ?? ''} onChange={onChange} />
        </Suspense>
      );
    }
    default:
      return <Input aria-label={label} value={textOf(value)} placeholder={placeholder} disabled={disabled} onChange={(event) => onChange(event.target.value)} />;
  }
}
