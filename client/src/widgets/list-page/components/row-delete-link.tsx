// The 删除 link of a row's 操作 column, confirmed with 确定删除吗?; the confirm mounts once the link is approached.
import { Popconfirm, Typography } from 'antd';
import { usePopupOnApproach } from '../hooks/use-popup-on-approach';
import { ListText } from '../model/list-messages';

export function RowDeleteLink({ onConfirm, title = ListText.rowDeleteConfirm, label = '删除' }: { onConfirm: () => Promise<void> | void; title?: string; label?: string }) {
  const { mounted, open, setOpen, plainTrigger } = usePopupOnApproach();
  const trigger = <Typography.Link type="danger">{label}</Typography.Link>;
  if (!mounted) return plainTrigger(trigger);
  return (
    <Popconfirm title={title} onConfirm={onConfirm} open={open} onOpenChange={setOpen}>
      {trigger}
    </Popconfirm>
  );
}
