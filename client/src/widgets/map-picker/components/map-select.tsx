import { EnvironmentOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { locationOfValue, mapValueOf, type MapValue } from '../model/location';
import { MapPickerModal } from './map-picker-modal';

export interface MapSelectProps {
  value?: MapValue | null;
  onChange?: (value: MapValue) => void;
  /** The key the address is stored under; default address (001 §3). */
  addressKey?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** A form field holding a location object: the address shown, the map picker behind 选择. */
export function MapSelect({ value, onChange, addressKey = 'address', placeholder = '请选择地点', disabled }: MapSelectProps) {
  const [open, setOpen] = useState(false);
  const location = locationOfValue(value, addressKey);
  return (
    <>
      <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
        <Input readOnly value={location?.address ?? ''} placeholder={placeholder} prefix={<EnvironmentOutlined />} aria-label="地点" disabled={disabled} />
        <Button type="primary" disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </Space.Compact>
      <MapPickerModal
        open={open}
        value={location}
        onOk={(chosen) => {
          onChange?.(mapValueOf(chosen, addressKey));
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
