import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { LOGIN_PATH } from '@/shared/config/app-constants';

/** /user/register, /user/register-result, /user/alteration: reachable without a token; their content is not specified. */
export function UserPlaceholderPage({ title }: { title: string }) {
  return <Result status="info" title={title} extra={<Link to={LOGIN_PATH}>使用已有账户登录</Link>} />;
}
