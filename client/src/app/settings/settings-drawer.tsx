// The settings drawer (spec 000 §2.3), labelled as the Vue2 front end's SettingDrawer. Every change is kept
// (settings-store.ts) and applies at once.
import { CheckOutlined } from '@ant-design/icons';
import { App, Divider, Drawer, List, Radio, Select, Switch, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSettingsStore } from './settings-store';
import { COLOUR_PRESETS, type ContentWidth, type MenuTheme, type NavigationMode } from './ui-settings';

const SettingsText = {
  title: '系统设置',
  style: '整体风格设置',
  dark: '暗色菜单风格',
  light: '亮色菜单风格',
  colour: '主题色',
  navigation: '导航模式',
  sidemenu: '侧边栏导航',
  topmenu: '顶部栏导航',
  contentWidth: '内容区域宽度',
  contentWidthHint: '该设定仅 [顶部栏导航] 时有效',
  fixed: '固定',
  fluid: '流式',
  fixedHeader: '固定 Header',
  autoHideHeader: '下滑时隐藏 Header',
  autoHideHeaderHint: '固定 Header 时可配置',
  fixedSidebar: '固定侧边菜单',
  other: '其他设置',
  colourWeak: '色弱模式',
  multipage: '多页签模式',
} as const;

function SettingRow({ title, action }: { title: ReactNode; action: ReactNode }) {
  return <List.Item actions={[action]}>{title}</List.Item>;
}

export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const settings = useSettingsStore();
  const { change } = settings;
  const topMenu = settings.layout === 'topmenu';

  const pickColour = (colour: string) => {
    const failure = settings.changeColour(colour);
    if (failure) void message.error(failure);
  };

  return (
    <Drawer title={SettingsText.title} open={open} onClose={onClose} mask={{ closable: true }} size={300} data-testid="settings-drawer">
      <Typography.Title level={5}>{SettingsText.style}</Typography.Title>
      <Radio.Group
        aria-label={SettingsText.style}
        value={settings.theme}
        onChange={(event) => change('theme', event.target.value as MenuTheme)}
        options={[
          { value: 'dark', label: SettingsText.dark },
          { value: 'light', label: SettingsText.light },
        ]}
        optionType="button"
      />

      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {SettingsText.colour}
      </Typography.Title>
      <div role="radiogroup" aria-label={SettingsText.colour} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {COLOUR_PRESETS.map((preset) => {
          const chosen = preset.colour.toLowerCase() === settings.colour.toLowerCase();
          return (
            <Tooltip key={preset.colour} title={preset.name}>
              <button
                type="button"
                role="radio"
                aria-checked={chosen}
                aria-label={preset.name}
                onClick={() => pickColour(preset.colour)}
                style={{
                  width: 24,
                  height: 24,
                  border: 0,
                  borderRadius: 4,
                  cursor: 'pointer',
                  background: preset.colour,
                  color: '#fff',
                  padding: 0,
                }}
              >
                {chosen && <CheckOutlined />}
              </button>
            </Tooltip>
          );
        })}
      </div>

      <Divider />
      <Typography.Title level={5}>{SettingsText.navigation}</Typography.Title>
      <Radio.Group
        aria-label={SettingsText.navigation}
        value={settings.layout}
        onChange={(event) => change('layout', event.target.value as NavigationMode)}
        options={[
          { value: 'sidemenu', label: SettingsText.sidemenu },
          { value: 'topmenu', label: SettingsText.topmenu },
        ]}
        optionType="button"
      />
      <List split={false} style={{ marginTop: 16 }}>
        <SettingRow
          title={SettingsText.contentWidth}
          action={
            <Tooltip title={SettingsText.contentWidthHint}>
              <Select<ContentWidth>
                aria-label={SettingsText.contentWidth}
                size="small"
                style={{ width: 80 }}
                value={settings.contentWidth}
                onChange={(value) => change('contentWidth', value)}
                options={[
                  { value: 'Fixed', label: SettingsText.fixed },
                  ...(topMenu ? [{ value: 'Fluid' as const, label: SettingsText.fluid }] : []),
                ]}
              />
            </Tooltip>
          }
        />
        <SettingRow
          title={SettingsText.fixedHeader}
          action={<Switch aria-label={SettingsText.fixedHeader} size="small" checked={settings.fixedHeader} onChange={(on) => change('fixedHeader', on)} />}
        />
        <SettingRow
          title={SettingsText.autoHideHeader}
          action={
            <Tooltip title={settings.fixedHeader ? undefined : SettingsText.autoHideHeaderHint}>
              <Switch
                aria-label={SettingsText.autoHideHeader}
                size="small"
                disabled={!settings.fixedHeader}
                checked={settings.autoHideHeader}
                onChange={(on) => change('autoHideHeader', on)}
              />
            </Tooltip>
          }
        />
        <SettingRow
          title={SettingsText.fixedSidebar}
          action={
            <Switch
              aria-label={SettingsText.fixedSidebar}
              size="small"
              disabled={topMenu}
              checked={settings.fixedSidebar}
              onChange={(on) => change('fixedSidebar', on)}
            />
          }
        />
      </List>

      <Divider />
      <Typography.Title level={5}>{SettingsText.other}</Typography.Title>
      <List split={false}>
        <SettingRow
          title={SettingsText.colourWeak}
          action={<Switch aria-label={SettingsText.colourWeak} size="small" checked={settings.colourWeak} onChange={(on) => change('colourWeak', on)} />}
        />
        <SettingRow
          title={SettingsText.multipage}
          action={<Switch aria-label={SettingsText.multipage} size="small" checked={settings.multipage} onChange={(on) => change('multipage', on)} />}
        />
      </List>
    </Drawer>
  );
}
