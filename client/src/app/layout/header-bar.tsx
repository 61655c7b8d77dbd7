import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Layout, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { staticFileUrl } from '@/api/static-url';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { useSessionStore } from '../session/session-store';

interface HeaderBarProps {
  collapsed: boolean;
  onToggleMenu: () => void;
  showGreeting: boolean;
}

export function HeaderBar({ collapsed, onToggleMenu, showGreeting }: HeaderBarProps) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const userInfo = useSessionStore((state) => state.userInfo);
  const logout = useSessionStore((state) => state.logout);

  const confirmLogout = () => {
    modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        // Leave for the login page in the same tick as the token is cleared, before the guard would add a
        // redirect back to this page; the server logout finishes in the background.
        const ending = logout();
        navigate(LOGIN_PATH, { replace: true });
        return ending;
      },
    });
  };

  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Button
          type="text"
          aria-label={collapsed ? '展开菜单' : '收起菜单'}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleMenu}
        />
        <Flex align="center" gap={16}>
          <Flex align="center" gap={8} data-testid="header-user">
            <Avatar size="small" src={staticFileUrl(userInfo?.avatar) || undefined} icon={<UserOutlined />} />
            {showGreeting && <Typography.Text>欢迎您，{userInfo?.realname ?? userInfo?.username}</Typography.Text>}
          </Flex>
          <Typography.Link onClick={confirmLogout}>
            <LogoutOutlined /> 退出登录
          </Typography.Link>
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
