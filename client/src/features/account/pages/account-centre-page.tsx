// 个人中心 (menu account/center/Index): who the user is, greeted by the hour.
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Descriptions, Flex, Typography } from 'antd';
import { staticFileUrl } from '@/api/static-url';
import { greetingNow } from '@/shared/lib/greeting';
import { useCurrentUser } from '@/widgets/shell';

export function AccountCentrePage() {
  const user = useCurrentUser().info;
  const name = user?.realname || user?.username || '';
  return (
    <Card data-testid="account-centre">
      <Flex gap={24} align="center" wrap>
        <Avatar size={96} src={staticFileUrl(user?.avatar) || undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {greetingNow()}，{name}，祝你开心每一天！
          </Typography.Title>
          <Typography.Text type="secondary">{user?.orgCodeTxt ?? ''}</Typography.Text>
        </div>
      </Flex>
      <Descriptions style={{ marginTop: 24 }} column={{ xs: 1, sm: 2, md: 3 }} bordered size="small">
        <Descriptions.Item label="账号">{user?.username}</Descriptions.Item>
        <Descriptions.Item label="姓名">{user?.realname}</Descriptions.Item>
        <Descriptions.Item label="工号">{user?.workNo ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="当前部门">{user?.orgCodeTxt ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="手机号">{user?.phone ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{user?.email ?? '-'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
