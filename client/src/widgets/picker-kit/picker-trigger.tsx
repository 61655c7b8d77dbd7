// The field a picker shows in a form: the chosen texts read-only (click to open) with a clear icon, and the button
// that opens the picker.
import { CloseCircleFilled } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import type { ReactNode } from 'react';

export interface PickerTriggerProps {
  text: string;
  hasValue: boolean;
  buttonText: string;
  buttonIcon: ReactNode;
  onOpen: () => void;
  onClear: () => void;
  placeholder?: string;
  disabled?: boolean;
  status?: 'error' | 'warning';
  id?: string;
  'aria-label'?: string;
}

export function PickerTrigger({ text, hasValue, buttonText, buttonIcon, onOpen, onClear, placeholder, disabled, status, id, ...rest }: PickerTriggerProps) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        readOnly
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        status={status}
        onClick={() => !disabled && onOpen()}
        suffix={
          hasValue && !disabled ? (
            <CloseCircleFilled
              aria-label="清除"
              style={{ color: 'rgba(0,0,0,.25)', cursor: 'pointer' }}
              onClick={(event) => {
                event.stopPropagation();
                onClear();
              }}
            />
          ) : (
            <span />
          )
        }
      />
      <Button icon={buttonIcon} disabled={disabled} onClick={onOpen}>
        {buttonText}
      </Button>
    </Space.Compact>
  );
}
