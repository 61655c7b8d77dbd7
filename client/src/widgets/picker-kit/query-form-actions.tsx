// The buttons of a picker's query form: 查询 (submits), 重置, and 展开/收起 when some fields are folded.
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { PickerText } from './picker-texts';

export interface QueryFormActionsProps {
  onReset: () => void;
  /** Shown only when some fields are folded. */
  expanded?: boolean;
  onToggle?: () => void;
}

export function QueryFormActions({ onReset, expanded, onToggle }: QueryFormActionsProps) {
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        {PickerText.query}
      </Button>
      <Button onClick={onReset}>{PickerText.reset}</Button>
      {onToggle ? (
        <Button type="link" onClick={onToggle} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
          {expanded ? PickerText.collapse : PickerText.expand}
        </Button>
      ) : null}
    </Space>
  );
}
