import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { ThemeProviders } from '../settings/theme-providers';

/**
 * Single sign-on landing (guard-rules SSO_LANDING_PATH): where the CAS server returns with a ticket. Single
 * sign-on is switched off in this deployment, so it only offers the way to the login page.
 */
export function SsoLandingPage() {
  return (
    <ThemeProviders>
      <Result status="info" title="单点登录未启用" extra={<Link to={LOGIN_PATH}>前往登录</Link>} />
    </ThemeProviders>
  );
}
