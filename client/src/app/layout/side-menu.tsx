import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findMenuEntry, openKeysFor, type MenuEntry } from './menu-entries';
import { MenuIcon } from './menu-icon';

type AntdMenuItem = Required<MenuProps>['items'][number];

function toAntdItems(entries: readonly MenuEntry[]): AntdMenuItem[] {
  return entries.map((entry) => ({
    key: entry.key,
    label: entry.label,
    icon: entry.icon ? <MenuIcon name={entry.icon} /> : undefined,
    children: entry.children ? toAntdItems(entry.children) : undefined,
  }));
}

interface SideMenuProps {
  entries: MenuEntry[];
  collapsed: boolean;
  onNavigate?: () => void;
}

export function SideMenu({ entries, collapsed, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => toAntdItems(entries), [entries]);
  const defaultOpenKeys = useMemo(() => openKeysFor(entries, pathname), [entries, pathname]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findMenuEntry(entries, key);
    if (entry?.externalUrl) {
      window.open(entry.externalUrl, '_blank', 'noopener');
      return;
    }
    navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      aria-label="主菜单"
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed ? [] : defaultOpenKeys}
      onClick={onClick}
    />
  );
}
