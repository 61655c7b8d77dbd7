// 账户绑定 (menu account/settings/Binding): third-party accounts; third-party login is not enabled here.
import { List, Typography } from 'antd';
import { AccountSettingsLayout } from '../components/account-settings-layout';

const ACCOUNTS = [
  { title: '绑定企业微信', description: '当前未绑定企业微信账号' },
  { title: '绑定钉钉', description: '当前未绑定钉钉账号' },
];

export function BindingPage() {
  return (
    <AccountSettingsLayout title="账户绑定">
      <List
        dataSource={ACCOUNTS}
        renderItem={(account) => (
          <List.Item actions={[<Typography.Text key="state" type="secondary">第三方登录未启用</Typography.Text>]}>
            <List.Item.Meta title={account.title} description={account.description} />
          </List.Item>
        )}
      />
    </AccountSettingsLayout>
  );
}
