// /oauth2-app/login, /rpm/candidate-caller and /test/home (spec 000 §2.1). OAuth2 login is switched off in this
// deployment (000 §7) and the other two pages' content is not specified, so they say so.
import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config/app-constants';

const toWorkbench = <Link to={HOME_PATH}>返回首页</Link>;

export function OAuth2LoginPage() {
  return <Result status="info" title="OAuth2 登录" subTitle="OAuth2 登录未启用" extra={toWorkbench} />;
}

export function CandidateCallerPage() {
  return <Result status="info" title="候选人呼叫" subTitle="该页面暂未开放" extra={toWorkbench} data-testid="candidate-caller" />;
}

export function TestHomePage() {
  return <Result status="info" title="测试首页" extra={toWorkbench} />;
}
