// 批量操作: a dropdown of actions on the selected rows, shown only while rows are selected.
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';

export interface BatchAction {
  key: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}

export function BatchActions({ actions, selectedCount }: { actions: BatchAction[]; selectedCount: number }) {
  if (selectedCount === 0 || actions.length === 0) return null;
  const items: MenuProps['items'] = actions.map(({ key, label, danger }) => ({ key, label, danger }));
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => actions.find((action) => action.key === key)?.onClick() }}>
      <Button>
        批量操作 <DownOutlined />
      </Button>
    </Dropdown>
  );
}
