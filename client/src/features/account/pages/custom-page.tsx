// 个性化设置 (menu account/settings/Custom): the menu style and theme colour of the settings drawer.
import { List, Select, Switch } from 'antd';
import { useAppearance } from '@/widgets/shell';
import { AccountSettingsLayout } from '../components/account-settings-layout';

export function CustomPage() {
  const { menuStyle, colour, colourPresets, changeMenuStyle, changeColour } = useAppearance();
  return (
    <AccountSettingsLayout title="个性化设置">
      <List itemLayout="horizontal">
        <List.Item
          actions={[
            <Switch
              key="theme"
              aria-label="暗色菜单风格"
              checkedChildren="暗色"
              unCheckedChildren="白色"
              checked={menuStyle === 'dark'}
              onChange={(dark) => changeMenuStyle(dark ? 'dark' : 'light')}
            />,
          ]}
        >
          <List.Item.Meta title="风格配色" description="整体风格配色设置" />
        </List.Item>
        <List.Item
          actions={[
            <Select
              key="colour"
              aria-label="主题色"
              style={{ width: 150 }}
              value={colour.toUpperCase()}
              onChange={(value: string) => changeColour(value)}
              options={colourPresets.map((preset) => ({ value: preset.colour, label: preset.name }))}
            />,
          ]}
        >
          <List.Item.Meta title="主题色" description="页面风格配色" />
        </List.Item>
      </List>
    </AccountSettingsLayout>
  );
}
