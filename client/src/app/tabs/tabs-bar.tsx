// The tab bar of multi-page mode (spec 000 §2.3): the open pages, the workbench first; a right click offers
// 刷新 / 关闭左侧 / 关闭右侧 / 关闭其它. A tab that cannot be closed has no close button; closing it from the
// keyboard (Delete or Backspace on the focused tab) shows the spec's warning.
import { App, Dropdown, Tabs, type MenuProps } from 'antd';
import { memo, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeTab, type PageTab } from './tab-rules';
import { useTabsStore } from './tabs-store';

const TabMenuText = {
  refresh: '刷新',
  closeLeft: '关闭左侧',
  closeRight: '关闭右侧',
  closeOthers: '关闭其它',
} as const;

type TabAction = keyof typeof TabMenuText;

const contextItems: MenuProps['items'] = (Object.keys(TabMenuText) as TabAction[]).map((action) => ({
  key: action,
  label: TabMenuText[action],
}));

function hrefOf(tab: PageTab): string {
  return tab.location.pathname + tab.location.search + tab.location.hash;
}

export function TabsBar() {
  // The router's hooks follow every change of the address (a list's query too); the strip is drawn only when the
  // active page or the tabs' keys and titles change.
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = useStableCallback((to: string) => void navigate(to));
  return <TabsStrip pathname={pathname} navigate={go} />;
}

const TabsStrip = memo(function TabsStrip({ pathname, navigate }: { pathname: string; navigate: (to: string) => void }) {
  const { message } = App.useApp();
  const keys = useTabsStore(useShallow((state) => state.tabs.map((tab) => tab.key)));
  const titles = useTabsStore(useShallow((state) => state.tabs.map((tab) => tab.title)));
  /** The open tab of `key` as the store has it now (its address follows the page's query). */
  const tabOf = (key: string) => useTabsStore.getState().tabs.find((tab) => tab.key === key);

  /** After a close, show the tab the store made active (if that changed). */
  const followActive = () => {
    const { tabs: remaining, activeKey } = useTabsStore.getState();
    const active = remaining.find((tab) => tab.key === activeKey);
    if (active && active.key !== pathname) navigate(hrefOf(active));
  };

  const close = (key: string) => {
    const refusal = useTabsStore.getState().close(key);
    if (refusal) {
      void message.warning(refusal);
      return;
    }
    followActive();
  };

  const runAction = (action: TabAction, tab: PageTab) => {
    const store = useTabsStore.getState();
    if (action === 'refresh') {
      store.refresh(tab.key);
      if (tab.key !== pathname) navigate(hrefOf(tab));
      return;
    }
    if (action === 'closeLeft') store.closeLeft(tab.key);
    if (action === 'closeRight') store.closeRight(tab.key);
    if (action === 'closeOthers') store.closeOthers(tab.key);
    followActive();
  };

  /**
   * Delete or Backspace on the focused tab closes it, or says why it cannot be closed. Handled before the tabs
   * component sees the key: it ignores tabs without a close button, and after a mouse click it no longer knows
   * which tab has the focus.
   */
  const closeFromKeyboard = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const key = (event.target as HTMLElement).closest('[role="tab"]')?.querySelector('[data-tab-key]')?.getAttribute('data-tab-key');
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    close(key);
  };

  // Whether a tab may close depends on its key and the number of tabs, both shown here.
  const tabs = useTabsStore.getState().tabs;
  const items = keys.map((tabKey, index) => ({
    key: tabKey,
    closable: closeTab({ tabs, activeKey: pathname }, tabKey).refusal === null,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={{
          items: contextItems,
          onClick: ({ key, domEvent }) => {
            domEvent.stopPropagation();
            const tab = tabOf(tabKey);
            if (tab) runAction(key as TabAction, tab);
          },
        }}
      >
        <span data-testid="page-tab" data-tab-key={tabKey}>
          {titles[index]}
        </span>
      </Dropdown>
    ),
  }));

  return (
    <div onKeyDownCapture={closeFromKeyboard}>
      <Tabs
        className="page-tabs-bar"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        items={items}
        onChange={(key) => {
          const tab = tabOf(key);
          if (tab) navigate(hrefOf(tab));
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') close(key);
        }}
        tabBarStyle={{ margin: 0 }}
        aria-label="页签"
      />
    </div>
  );
});
