// A row's 更多 link and its menu. The antd Dropdown (its trigger, portal holder and observers) is mounted only when
// the link is first clicked, opening at once: a page of rows mounts ten links, not ten dropdowns. The mount comes
// after the click has ended on the plain link, so no press and release are split between two elements.
import { Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { RowLink } from './row-actions';

interface RowMoreDropdownProps {
  items: NonNullable<MenuProps['items']>;
  label?: string;
  'data-testid'?: string;
}

export function RowMoreDropdown({ items, label = '更多', 'data-testid': testId }: RowMoreDropdownProps) {
  // null until the first click: the dropdown is not mounted.
  const [open, setOpen] = useState<boolean | null>(null);
  if (open === null) {
    return (
      <RowLink data-testid={testId} onClick={() => setOpen(true)}>
        {label}
      </RowLink>
    );
  }
  return (
    <Dropdown menu={{ items }} trigger={['click']} open={open} onOpenChange={(next) => setOpen(next)}>
      <RowLink data-testid={testId}>{label}</RowLink>
    </Dropdown>
  );
}
