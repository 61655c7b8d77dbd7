import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '@/shared/config/app-constants';

export type ExceptionType = '403' | '404' | '500';

const DESCRIPTIONS: Record<ExceptionType, string> = {
  '403': '抱歉，你无权访问该页面',
  '404': '抱歉，你访问的页面不存在或仍在开发中',
  '500': '抱歉，服务器出错了',
};

/** The exception pages 403 / 404 / 500; each offers the way back to the workbench (decisions #7). */
export function ExceptionPage({ type }: { type: ExceptionType }) {
  const navigate = useNavigate();
  return (
    <Result
      status={type}
      title={type}
      subTitle={DESCRIPTIONS[type]}
      extra={
        <Button type="primary" onClick={() => navigate(HOME_PATH)}>
          返回首页
        </Button>
      }
    />
  );
}

export function Exception403Page() {
  return <ExceptionPage type="403" />;
}

export function Exception404Page() {
  return <ExceptionPage type="404" />;
}

export function Exception500Page() {
  return <ExceptionPage type="500" />;
}
