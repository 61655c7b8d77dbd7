import { Result, Typography } from 'antd';

interface MissingPageProps {
  /** The menu entry's title. */
  title: string;
  /** The component the menu names, which the page registry does not have. */
  component: string;
}

/** Shown for a menu entry whose page does not exist yet (the loader's MODULE_NOT_FOUND, spec 000 §8), in words for staff. */
export function MissingPage({ title, component }: MissingPageProps) {
  return (
    <Result
      status="info"
      title="该页面暂未开放"
      subTitle={`「${title}」的页面还在建设中，暂时无法使用。请先使用其他菜单。`}
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="missing-page-component">
          页面组件：{component}
        </Typography.Text>
      }
      data-testid="missing-page"
    />
  );
}
