import { Menu, type MenuProps } from 'antd';
import { memo, useEffect, useMemo, useState } from 'react';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { useNavigate } from 'react-router-dom';
import { localCache } from '@/shared/storage/expiring-storage';
import { StorageKey } from '@/shared/storage/storage-keys';
import type { MenuTheme } from '../settings/ui-settings';
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

interface NavigationMenuProps {
  entries: readonly MenuEntry[];
  /** The entry of the page shown (the page itself, or its nearest ancestor in the menu). */
  selectedKey: string;
  theme: MenuTheme;
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The menu of the side bar (inline) or of the top bar (horizontal); open sub-menus and the selection are kept. */
export function NavigationMenu(props: NavigationMenuProps) {
  // useNavigate follows every change of the address (its query too); the menu itself is drawn only when its props change.
  const navigate = useNavigate();
  const go = useStableCallback((to: string) => void navigate(to));
  return <MenuView {...props} navigate={go} />;
}

const MenuView = memo(function MenuView({
  entries,
  selectedKey,
  theme,
  mode,
  collapsed = false,
  onNavigate,
  navigate,
}: NavigationMenuProps & { navigate: (to: string) => void }) {
  const items = useMemo(() => toAntdItems(entries), [entries]);
  const [openKeys, setOpenKeys] = useState<string[]>(
    () => localCache.get<string[]>(StorageKey.subMenu) ?? openKeysFor(entries, selectedKey),
  );

  const [revealedFor, setRevealedFor] = useState(selectedKey);
  if (revealedFor !== selectedKey) {
    // Reveal the selected page's sub-menus when it was opened from elsewhere (a tab, a link, the search).
    setRevealedFor(selectedKey);
    const needed = openKeysFor(entries, selectedKey);
    setOpenKeys((open) => (needed.every((key) => open.includes(key)) ? open : [...new Set([...open, ...needed])]));
  }

  useEffect(() => {
    localCache.set(StorageKey.selectedMenuKeys, [selectedKey]);
  }, [selectedKey]);

  const onOpenChange = (keys: string[]) => {
    setOpenKeys(keys);
    localCache.set(StorageKey.subMenu, keys);
  };

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findMenuEntry(entries, key);
    // Either way the phone's menu drawer closes: the page (here or in the new window) is what the person wanted.
    if (entry?.externalUrl) window.open(entry.externalUrl, '_blank', 'noopener');
    else navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      aria-label="主菜单"
      theme={theme}
      mode={mode}
      items={items}
      selectedKeys={[selectedKey]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange } : {})}
      onClick={onClick}
      style={mode === 'horizontal' ? { flex: 1, minWidth: 0, borderBottom: 0 } : { borderInlineEnd: 0 }}
    />
  );
});
