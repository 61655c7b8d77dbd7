import { LogoutOutlined } from '@ant-design/icons';
import { App, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { useSessionStore } from '../session/session-store';

export const LOGOUT_CONFIRM_TEXT = '真的要注销登录吗 ?';

/** Logout is its own link (not in the user dropdown) and asks first (spec 000 §2.3). */
export function LogoutLink() {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);

  const confirmLogout = () => {
    modal.confirm({
      title: '提示',
      content: LOGOUT_CONFIRM_TEXT,
      okText: '确定',
      cancelText: '取消',
      onOk: () => {
        // Leave for the login page in the same tick as the token is cleared, before the guard would add a
        // redirect back to this page; the server logout finishes in the background.
        const ending = logout().catch((error: unknown) => {
          void message.error(error instanceof Error ? error.message : String(error));
        });
        navigate(LOGIN_PATH, { replace: true });
        return ending;
      },
    });
  };

  return (
    <Typography.Link onClick={confirmLogout} data-testid="logout-link">
      <LogoutOutlined /> 退出登录
    </Typography.Link>
  );
}
