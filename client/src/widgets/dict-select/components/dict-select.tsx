// JDictSelectTag (001 §2 dictionary selects): a dictionary's items as a select, radios, radio buttons, checkboxes or
// a multiple select. The value is the item value; several values are stored comma-joined (001 §9).
import { Checkbox, Radio, Select } from 'antd';
import { joinValues, splitValues, type PickerFieldProps } from '@/widgets/picker-kit';
import { useDictOptions } from '../hooks/use-dict-options';

export type DictSelectType = 'select' | 'multiple' | 'radio' | 'radioButton' | 'checkbox';

export interface DictSelectProps extends PickerFieldProps {
  /** A plain dictionary code (`sex`) or a table dictionary `table,text,code[,condition]`. */
  dictCode: string;
  type?: DictSelectType;
  onChange?: (value: string | undefined) => void;
}

export function DictSelect({ dictCode, type = 'select', value, onChange, placeholder = '请选择', disabled, id, ...rest }: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode);
  const label = rest['aria-label'];

  if (type === 'radio' || type === 'radioButton') {
    return (
      <Radio.Group id={id} aria-label={label} value={value} disabled={disabled} optionType={type === 'radioButton' ? 'button' : 'default'}
        onChange={(event) => onChange?.(event.target.value as string)}
        options={options.map((option) => ({ value: option.value, label: option.text, disabled: option.disabled }))}
      />
    );
  }
  if (type === 'checkbox') {
    return (
      <Checkbox.Group aria-label={label} value={splitValues(value)} disabled={disabled}
        onChange={(checked) => onChange?.(checked.length ? joinValues(checked.map(String)) : undefined)}
        options={options.map((option) => ({ value: option.value, label: option.text, disabled: option.disabled }))}
      />
    );
  }
  const multiple = type === 'multiple';
  return (
    <Select
      id={id}
      aria-label={label}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? splitValues(value) : value || undefined}
      onChange={(next: string | string[] | undefined) => {
        if (Array.isArray(next)) onChange?.(next.length ? joinValues(next) : undefined);
        else onChange?.(next ?? undefined);
      }}
      placeholder={placeholder}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      options={options.map((option) => ({ value: option.value, label: option.text, disabled: option.disabled }))}
    />
  );
}
