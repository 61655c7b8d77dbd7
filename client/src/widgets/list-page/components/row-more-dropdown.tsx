// The 更多 menu of a row's 操作 column: a link that opens a click dropdown, mounted once the link is approached.
import { Dropdown, Typography, type MenuProps } from 'antd';
import { usePopupOnApproach } from '../hooks/use-popup-on-approach';

export function RowMoreDropdown({ items, testId, label = '更多' }: { items: NonNullable<MenuProps['items']>; testId?: string; label?: string }) {
  const { mounted, open, setOpen, plainTrigger } = usePopupOnApproach();
  const trigger = <Typography.Link data-testid={testId}>{label}</Typography.Link>;
  if (!mounted) return plainTrigger(trigger);
  return (
    <Dropdown menu={{ items }} trigger={['click']} open={open} onOpenChange={setOpen}>
      {trigger}
    </Dropdown>
  );
}
