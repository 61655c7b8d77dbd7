// /test/home (spec 000 §2.1): its content is not specified, so it says so.
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config/app-constants';

const toWorkbench = <Link to={HOME_PATH}>返回首页</Link>;

export function TestHomePage() {
  return <Result status="info" title="测试首页" extra={toWorkbench} />;
}
