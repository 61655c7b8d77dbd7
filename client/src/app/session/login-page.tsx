// The login page (spec 000 §2.1, §4): by account or by phone; success goes to the redirect query, else home.
import { Tabs } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config/app-constants';
import { safeInternalPath } from '@/shared/lib/safe-redirect';
import { pageTitle } from '../layout/page-title';
import { AccountLoginForm } from './account-login-form';
import { PhoneLoginForm } from './phone-login-form';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    document.title = pageTitle('登录', '/user/login');
  }, []);

  const goOn = () => navigate(safeInternalPath(searchParams.get('redirect')) ?? HOME_PATH, { replace: true });

  return (
    <Tabs
      centered
      defaultActiveKey="account"
      destroyOnHidden
      items={[
        { key: 'account', label: '账号密码登录', children: <AccountLoginForm onLoggedIn={goOn} /> },
        { key: 'phone', label: '手机号登录', children: <PhoneLoginForm onLoggedIn={goOn} /> },
      ]}
    />
  );
}
