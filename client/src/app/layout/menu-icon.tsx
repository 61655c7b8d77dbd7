import {
  AppstoreOutlined,
  DashboardOutlined,
  HomeOutlined,
  MessageOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// Menu icons arrive as ant-design-vue 1.x names; the few the menus use are mapped, the rest get a neutral icon.
const ICONS: Record<string, ComponentType> = {
  appstore: AppstoreOutlined,
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  message: MessageOutlined,
  setting: SettingOutlined,
  solution: SolutionOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  warning: WarningOutlined,
};

export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
