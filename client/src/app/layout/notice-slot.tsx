// The header's notice bell (spec 000 §2.3). A placeholder: the announcements feature replaces this file's content
// with the real notice popover (通知 / 系统消息). Keep the export name `NoticeSlot`; the header renders it.
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';

export function NoticeSlot() {
  return (
    <Badge count={0} size="small" data-testid="notice-slot">
      <Button type="text" aria-label="通知" icon={<BellOutlined />} />
    </Badge>
  );
}
