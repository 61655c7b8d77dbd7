import { AppstoreAddOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { createElement, useState } from 'react';
import { iconOf } from '../model/icon-catalogue';
import { IconChooserModal } from './icon-chooser-modal';

export interface IconFieldProps {
  id?: string;
  /** The stored icon name ('setting'); empty or null: none. */
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** 菜单图标 (upstream PermissionModal's icon input): shows the chosen icon and its name, opens the chooser, clears. */
export function IconField({ id, value, onChange, disabled }: IconFieldProps) {
  const [choosing, setChoosing] = useState(false);
  // Each opening mounts the chooser anew, so it starts from the current value, not the last opening's marks.
  const [opening, setOpening] = useState(0);
  const choose = () => {
    setOpening((count) => count + 1);
    setChoosing(true);
  };
  const name = value ?? '';
  const icon = name ? iconOf(name) : undefined;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          // Not readOnly, which would hide the clear icon: typing changes nothing, as the value is chosen, not typed.
          inputMode="none"
          allowClear={!disabled}
          disabled={disabled}
          placeholder="点击选择图标"
          value={name}
          prefix={icon ? createElement(icon) : <span />}
          onClick={() => !disabled && choose()}
          onChange={(event) => event.target.value === '' && onChange?.('')}
          data-testid="icon-field"
        />
        <Button icon={<AppstoreAddOutlined />} disabled={disabled} aria-label="选择图标" onClick={choose} />
      </Space.Compact>
      <IconChooserModal
        key={opening}
        open={choosing}
        value={name || undefined}
        onCancel={() => setChoosing(false)}
        onChoose={(chosen) => {
          setChoosing(false);
          onChange?.(chosen);
        }}
      />
    </>
  );
}
