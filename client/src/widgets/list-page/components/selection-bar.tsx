// 已选择 N 项 with 清空, shown above the table while rows are selected; batch actions sit beside it.
import { InfoCircleFilled } from '@ant-design/icons';
import { Alert, Space, Typography } from 'antd';
import { memo, type ReactNode } from 'react';
import type { RowSelection } from '../hooks/use-row-selection';

function SelectionBarView<Row>({ selection, children }: { selection: RowSelection<Row>; children?: ReactNode }) {
  const count = selection.selectedKeys.length;
  return (
    <Alert
      type="info"
      icon={<InfoCircleFilled />}
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="selection-bar"
      title={
        <Space wrap>
          <span>
            已选择 <Typography.Link strong>{count}</Typography.Link> 项
          </span>
          <Typography.Link onClick={selection.clear} disabled={count === 0}>
            清空
          </Typography.Link>
          {children}
        </Space>
      }
    />
  );
}

/** Drawn again only when the selection (or what is beside it) changed, not on a page change or the loading flag. */
export const SelectionBar = memo(SelectionBarView) as typeof SelectionBarView;
