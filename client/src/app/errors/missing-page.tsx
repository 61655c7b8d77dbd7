import { Result, Typography } from 'antd';
import { ModuleNotFoundError } from '@/api/errors';

/** Shown for a menu entry whose component the page registry does not know (spec 000 §8, MODULE_NOT_FOUND). */
export function MissingPage({ component }: { component: string }) {
  const error = new ModuleNotFoundError(component);
  return (
    <Result
      status="warning"
      title="页面暂不可用：未找到该菜单对应的页面组件"
      subTitle={
        <Typography.Paragraph>
          <Typography.Text code>{error.message}</Typography.Text>
          <br />
          <Typography.Text type="secondary">code: {error.code}</Typography.Text>
        </Typography.Paragraph>
      }
    />
  );
}
