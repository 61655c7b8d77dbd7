// 安全设置 (menu account/settings/Security).
import { App, List } from 'antd';
import { useState } from 'react';
import { ChangePasswordModal } from '../components/change-password-modal';
import { openChangePassword } from '../model/open-change-password';
import { useCurrentUser } from '@/widgets/shell';
import { AccountSettingsLayout } from '../components/account-settings-layout';

function masked(phone: string | null | undefined): string {
  return phone && phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '未绑定';
}

export function SecurityPage() {
  const { message } = App.useApp();
  const { info: user, username } = useCurrentUser();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const items = [
    {
      title: '账户密码',
      description: '定期修改密码可以提高账户安全性',
      action: <a onClick={() => openChangePassword(username, () => setPasswordOpen(true), (text) => void message.warning(text))}>修改</a>,
    },
    { title: '密保手机', description: `已绑定手机：${masked(user?.phone)}`, action: null },
    { title: '备用邮箱', description: `已绑定邮箱：${user?.email || '未绑定'}`, action: null },
  ];
  return (
    <AccountSettingsLayout title="安全设置">
      <List
        itemLayout="horizontal"
        dataSource={items}
        renderItem={(item) => (
          <List.Item actions={item.action ? [item.action] : []}>
            <List.Item.Meta title={item.title} description={item.description} />
          </List.Item>
        )}
      />
      {username && <ChangePasswordModal username={username} open={passwordOpen} onClose={() => setPasswordOpen(false)} />}
    </AccountSettingsLayout>
  );
}
