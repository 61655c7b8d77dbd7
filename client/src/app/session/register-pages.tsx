// /user/register, /user/register-result and /user/alteration: reachable without a token (spec 000 §2.2). Their
// content is not specified and the API has no self-registration or password-recovery call, so each page says
// how to proceed and leads back to the login page.
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@/shared/config/app-constants';
import { ThemeProviders } from '../settings/theme-providers';

const backToLogin = <Link to={LOGIN_PATH}>使用已有账户登录</Link>;

export function RegisterPage() {
  return (
    <ThemeProviders>
      <Result status="info" title="注册" subTitle="账号由系统管理员开通，请联系管理员注册" extra={backToLogin} />
    </ThemeProviders>
  );
}

export function RegisterResultPage() {
  return (
    <ThemeProviders>
      <Result status="success" title="注册结果" subTitle="账号开通后即可使用账号或手机号登录" extra={backToLogin} />
    </ThemeProviders>
  );
}

export function AlterationPage() {
  return (
    <ThemeProviders>
      <Result status="info" title="找回密码" subTitle="忘记密码请联系系统管理员重置" extra={backToLogin} />
    </ThemeProviders>
  );
}
