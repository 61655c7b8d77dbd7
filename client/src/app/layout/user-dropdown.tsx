// The user dropdown of the top bar (spec 000 §2.3): 欢迎您，<nickname> on desktop; a greeting by the hour; the
// account pages, 系统设置, 密码修改 and 清理缓存.
import { ClearOutlined, LockOutlined, SettingOutlined, ToolOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space, Tag, Typography, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { staticFileUrl } from '@/api/static-url';
import { greetingNow } from '@/shared/lib/greeting';
import { useAccess } from '@/widgets/access';
import { CLEAR_CACHE_PERMISSION, clearDictCache } from '../session/clear-dict-cache';
import { useSessionStore } from '../session/session-store';
import { isDeveloper } from './developer';

const UserMenuText = {
  welcome: '欢迎您，',
  accountCentre: '个人中心',
  accountSettings: '账户设置',
  systemSettings: '系统设置',
  changePassword: '密码修改',
  clearCache: '清理缓存',
  developer: '开发者',
} as const;

interface UserDropdownProps {
  showGreeting: boolean;
  onOpenSettings: () => void;
  onChangePassword: () => void;
}

export function UserDropdown({ showGreeting, onOpenSettings, onChangePassword }: UserDropdownProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { holds } = useAccess();
  const userInfo = useSessionStore((state) => state.userInfo);
  const nickname = userInfo?.realname || userInfo?.username || '';

  const clearCache = async () => {
    const outcome = await clearDictCache(holds(CLEAR_CACHE_PERMISSION));
    if (outcome.kind === 'done') void message.success(outcome.text);
    else void message.warning(outcome.text);
  };

  const items: MenuProps['items'] = [
    { key: 'greeting', label: `${greetingNow()}，${nickname}`, disabled: true },
    { type: 'divider' },
    { key: 'centre', icon: <UserOutlined />, label: UserMenuText.accountCentre, onClick: () => navigate('/account/center') },
    { key: 'settings', icon: <SettingOutlined />, label: UserMenuText.accountSettings, onClick: () => navigate('/account/settings/base') },
    { key: 'system', icon: <ToolOutlined />, label: UserMenuText.systemSettings, onClick: onOpenSettings },
    { key: 'password', icon: <LockOutlined />, label: UserMenuText.changePassword, onClick: onChangePassword },
    { key: 'cache', icon: <ClearOutlined />, label: UserMenuText.clearCache, onClick: () => void clearCache() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['hover', 'click']} placement="bottomRight">
      <Space size={8} data-testid="header-user" style={{ cursor: 'pointer' }}>
        <Avatar size="small" src={staticFileUrl(userInfo?.avatar) || undefined} icon={<UserOutlined />} />
        {showGreeting && (
          <Typography.Text>
            {UserMenuText.welcome}
            {nickname}
          </Typography.Text>
        )}
        {isDeveloper(userInfo?.username) && <Tag color="purple">{UserMenuText.developer}</Tag>}
      </Space>
    </Dropdown>
  );
}
