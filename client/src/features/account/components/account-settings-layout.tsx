// 个人设置: a menu of the settings sections beside the chosen section (menu account/settings/*).
import { Card, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const ACCOUNT_SETTINGS_SECTIONS = [
  { path: '/account/settings/base', title: '基本设置' },
  { path: '/account/settings/security', title: '安全设置' },
  { path: '/account/settings/custom', title: '个性化设置' },
  { path: '/account/settings/binding', title: '账户绑定' },
  { path: '/account/settings/notification', title: '新消息通知' },
  { path: '/account/settings/avatar', title: '头像设置' },
] as const;

export function AccountSettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = ACCOUNT_SETTINGS_SECTIONS.find((section) => section.path === pathname)?.path ?? ACCOUNT_SETTINGS_SECTIONS[0].path;
  return (
    <Card styles={{ body: { display: 'flex', padding: 0, flexWrap: 'wrap' } }}>
      <Menu
        aria-label="个人设置"
        mode="inline"
        style={{ width: 200, borderInlineEnd: '1px solid #f0f0f0' }}
        selectedKeys={[selected]}
        items={ACCOUNT_SETTINGS_SECTIONS.map((section) => ({ key: section.path, label: section.title }))}
        onClick={({ key }) => navigate(key)}
      />
      <div style={{ flex: 1, minWidth: 280, padding: '16px 32px' }}>
        <h3 style={{ marginTop: 0 }}>{title}</h3>
        {children}
      </div>
    </Card>
  );
}
