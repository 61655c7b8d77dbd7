// The 删除 link of a row's 操作 column, confirmed with 确定删除吗?.
import { Popconfirm, Typography } from 'antd';
import { ListText } from '../model/list-messages';

export function RowDeleteLink({ onConfirm, title = ListText.rowDeleteConfirm, label = '删除' }: { onConfirm: () => Promise<void> | void; title?: string; label?: string }) {
  return (
    <Popconfirm title={title} onConfirm={onConfirm}>
      <Typography.Link type="danger">{label}</Typography.Link>
    </Popconfirm>
  );
}
