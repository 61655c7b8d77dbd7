import { Cascader, Flex, Select, Typography } from 'antd';
import { areaOptions, areaPath, childrenOf } from '../model/area-tree';
import { AREA_ROOT_CODE } from '@/shared/config/widget-constants';

export type AreaSelectType = 'cascader' | 'select';

export interface AreaSelectProps {
  /** The stored code: the last level chosen (a district, or a city / province when `changeOnSelect`). */
  value?: string;
  onChange?: (code: string | undefined) => void;
  /** 'cascader' (default) or 'select' (three selects); anything else shows Bad type value (001 §2). */
  type?: AreaSelectType | (string & {});
  /** Cascader: a province or city may be stored without going down to a district. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
}

/** The area selector of 001 §2: province / city / district under root 86, as a cascader or three selects. */
export function AreaSelect({ value, onChange, type = 'cascader', changeOnSelect, placeholder = '请选择省市区', disabled, allowClear = true }: AreaSelectProps) {
  const path = areaPath(value);

  if (type === 'cascader') {
    return (
      <Cascader
        options={areaOptions()}
        value={path.length ? path : undefined}
        onChange={(codes) => onChange?.(codes?.length ? String(codes[codes.length - 1]) : undefined)}
        changeOnSelect={changeOnSelect}
        placeholder={placeholder}
        disabled={disabled}
        allowClear={allowClear}
        showSearch={{ filter: (input, options) => options.some((option) => String(option.label).includes(input)) }}
        style={{ width: '100%', maxWidth: 360 }}
        aria-label="省市区"
      />
    );
  }

  if (type === 'select') {
    const [province, city, district] = path;
    const level = (parent: string | undefined, current: string | undefined, label: string) => (
      <Select
        key={label}
        value={current}
        options={parent ? childrenOf(parent) : []}
        placeholder={`请选择${label}`}
        disabled={disabled || !parent}
        allowClear={allowClear}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(code?: string) => onChange?.(code ?? (label === '省' ? undefined : label === '市' ? province : city))}
        style={{ flex: '1 1 120px', minWidth: 0 }}
        aria-label={label}
      />
    );
    return (
      <Flex gap={8} wrap style={{ width: '100%', maxWidth: 480 }}>
        {level(AREA_ROOT_CODE, province, '省')}
        {level(province, city, '市')}
        {level(city, district, '区')}
      </Flex>
    );
  }

  return <Typography.Text type="danger">Bad type value</Typography.Text>;
}
