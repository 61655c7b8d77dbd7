// 新消息通知 (menu account/settings/Notification): which messages announce themselves in the header bell.
import { List, Switch } from 'antd';
import { useState } from 'react';
import { AccountSettingsLayout } from '../components/account-settings-layout';

const KINDS = [
  { key: 'password', title: '账户密码', description: '其他用户的消息将以站内信的形式通知' },
  { key: 'system', title: '系统消息', description: '系统消息将以站内信的形式通知' },
  { key: 'todo', title: '待办任务', description: '待办任务将以站内信的形式通知' },
];

export function NotificationPage() {
  const [enabled, setEnabled] = useState<Record<string, boolean>>({ password: true, system: true, todo: true });
  return (
    <AccountSettingsLayout title="新消息通知">
      <List
        dataSource={KINDS}
        renderItem={(kind) => (
          <List.Item
            actions={[
              <Switch
                key={kind.key}
                aria-label={kind.title}
                checkedChildren="开"
                unCheckedChildren="关"
                checked={enabled[kind.key]}
                onChange={(on) => setEnabled((current) => ({ ...current, [kind.key]: on }))}
              />,
            ]}
          >
            <List.Item.Meta title={kind.title} description={kind.description} />
          </List.Item>
        )}
      />
    </AccountSettingsLayout>
  );
}
