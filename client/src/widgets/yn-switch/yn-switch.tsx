import { Switch } from 'antd';
import { useEffect } from 'react';
import { DEFAULT_SWITCH_OPTIONS, filledValue, isChecked, valueOf, type SwitchOptions } from './switch-value';

export interface YnSwitchProps {
  value?: string | number | null;
  onChange?: (value: string) => void;
  /** [checked, unchecked]; default ['Y', 'N']. */
  options?: SwitchOptions;
  disabled?: boolean;
  checkedChildren?: string;
  unCheckedChildren?: string;
  'aria-label'?: string;
}

/** A switch storing one of two option values (001 §4 Switch): checked is the first, an empty value becomes the second. */
export function YnSwitch({ value, onChange, options = DEFAULT_SWITCH_OPTIONS, disabled, checkedChildren, unCheckedChildren, ...rest }: YnSwitchProps) {
  const filled = filledValue(value, options);

  useEffect(() => {
    if (filled !== undefined) onChange?.(filled);
  }, [filled, onChange]);

  return (
    <Switch
      checked={isChecked(value, options)}
      disabled={disabled}
      checkedChildren={checkedChildren}
      unCheckedChildren={unCheckedChildren}
      aria-label={rest['aria-label']}
      onChange={(checked) => onChange?.(valueOf(checked, options))}
    />
  );
}
