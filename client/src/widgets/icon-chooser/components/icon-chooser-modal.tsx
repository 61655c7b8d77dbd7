import { Empty, Grid, Input, Modal, Tabs, Typography } from 'antd';
import { createElement, useMemo, useState } from 'react';
import { ICON_CATEGORIES, type IconCategory } from '../model/icon-catalogue';
import { iconsMatching } from '../model/icon-search';
import styles from './icon-chooser.module.css';

interface IconChooserModalProps {
  open: boolean;
  /** The icon chosen so far: the modal opens on its tab with it marked (mount it anew, by key, for each opening). */
  value: string | undefined;
  onCancel: () => void;
  onChoose: (name: string) => void;
}

const MODAL_WIDTH = 800;

const tabOf = (name: string | undefined) => ICON_CATEGORIES.find((category) => name !== undefined && category.icons.has(name))?.key ?? ICON_CATEGORIES[0]?.key;

/** 选择图标 (upstream's icon chooser): the icons in tabs by category, a search over their names, click to mark, 确定. */
export function IconChooserModal({ open, value, onCancel, onChoose }: IconChooserModalProps) {
  const isPhone = !Grid.useBreakpoint().sm;
  const [marked, setMarked] = useState(value);
  const [tab, setTab] = useState(() => tabOf(value));
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => ICON_CATEGORIES.map((category) => ({ category, icons: iconsMatching(category, keyword) })), [keyword]);

  const grid = (category: IconCategory, icons: ReturnType<typeof iconsMatching>) =>
    icons.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的图标" />
    ) : (
      <ul className={styles.grid} aria-label={category.title}>
        {icons.map(([name, icon]) => (
          <li key={name}>
            <button
              type="button"
              className={name === marked ? `${styles.cell} ${styles.marked}` : styles.cell}
              title={name}
              aria-pressed={name === marked}
              onClick={() => setMarked(name)}
              onDoubleClick={() => onChoose(name)}
            >
              {createElement(icon)}
              <span className={styles.name}>{name}</span>
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <Modal
      title="选择图标"
      open={open}
      width={isPhone ? '100%' : MODAL_WIDTH}
      style={isPhone ? { top: 0, maxWidth: '100%', paddingBottom: 0 } : undefined}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: !marked }}
      onOk={() => marked && onChoose(marked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Input.Search allowClear placeholder="搜索图标名称，如 user" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={shown.map(({ category, icons }) => ({
          key: category.key,
          label: keyword.trim() ? `${category.title} (${icons.length})` : category.title,
          children: <div className={styles.pane}>{grid(category, icons)}</div>,
        }))}
      />
      {marked && (
        <Typography.Text type="secondary" data-testid="icon-chooser-marked">
          已选: {marked}
        </Typography.Text>
      )}
    </Modal>
  );
}
