// The right side of the top bar (spec 000 §2.3): menu search, department switcher, big-screen button, notice bell,
// user dropdown and the separate logout link.
import { App, Space } from 'antd';
import { useState } from 'react';
import { ChangePasswordModal, openChangePassword } from '@/features/account';
import { DepartSwitchButton } from '../session/depart-switch-button';
import { useSessionStore } from '../session/session-store';
import { BigScreenButton } from './big-screen-button';
import { LogoutLink } from './logout-link';
import type { MenuEntry } from './menu-entries';
import { MenuSearch } from './menu-search';
import { NoticeSlot } from './notice-slot';
import { UserDropdown } from './user-dropdown';

interface HeaderToolsProps {
  menuEntries: readonly MenuEntry[];
  mobile: boolean;
  onOpenSettings: () => void;
}

export function HeaderTools({ menuEntries, mobile, onOpenSettings }: HeaderToolsProps) {
  const { message } = App.useApp();
  const username = useSessionStore((state) => state.username);
  const [passwordOpen, setPasswordOpen] = useState(false);

  return (
    <Space size={mobile ? 4 : 12} align="center" className="header-tools">
      <MenuSearch entries={menuEntries} mobile={mobile} />
      <DepartSwitchButton />
      <BigScreenButton />
      <NoticeSlot />
      <UserDropdown
        showGreeting={!mobile}
        onOpenSettings={onOpenSettings}
        onChangePassword={() => openChangePassword(username, () => setPasswordOpen(true), (text) => void message.warning(text))}
      />
      <LogoutLink />
      {username && <ChangePasswordModal username={username} open={passwordOpen} onClose={() => setPasswordOpen(false)} />}
    </Space>
  );
}
