// The menu tree as a table: memoised on its own props, so what the page does beside it (a drawer opening, a form
// typed in, a save pending) does not render its rows again — with the whole tree expanded that is several hundred
// rows, and rendering them again made every click and keystroke on 菜单管理 take a second or more.
import { Table, type TableColumnsType } from 'antd';
import { memo, useMemo, type Key } from 'react';
import { Access, useAccess } from '@/widgets/access';
import { RowActions, RowLink, RowMoreDropdown, RowPartsScope } from '@/widgets/list-page';
import type { MenuNode } from '../api/menu-queries';
import { MENU_TYPE, MENU_TYPE_TEXT } from '../model/menu-tree';

export interface MenuTreeTableProps {
  rows: MenuNode[];
  loading: boolean;
  isPhone: boolean;
  expanded: readonly Key[];
  onExpandedChange: (keys: readonly Key[]) => void;
  selected: Key[];
  onSelectedChange: (keys: Key[]) => void;
  /** The row handlers; each must keep its identity across renders (useStableCallback), or the memo is lost. */
  onEdit: (row: MenuNode) => void;
  onAddChild: (row: MenuNode) => void;
  onDataRules: (row: MenuNode) => void;
  onDelete: (row: MenuNode) => void;
}

export const MenuTreeTable = memo(function MenuTreeTable({ rows, loading, isPhone, expanded, onExpandedChange, selected, onSelectedChange, onEdit, onAddChild, onDataRules, onDelete }: MenuTreeTableProps) {
  const { can } = useAccess();
  const canAdd = can('permission:add');
  const canDelete = can('permission:delete');
  const columns = useMemo<TableColumnsType<MenuNode>>(
    () => [
      { title: '菜单名称', dataIndex: 'name', width: 220, ellipsis: true, render: (name: string) => <span data-testid="menu-name">{name}</span> },
      { title: '菜单类型', dataIndex: 'menuType', width: 100, render: (type: 0 | 1 | 2, row) => row.menuType_dictText ?? MENU_TYPE_TEXT[type] },
      { title: 'icon', dataIndex: 'icon', width: 110, ellipsis: true, responsive: ['lg'] },
      { title: '组件', dataIndex: 'component', ellipsis: true, responsive: ['md'] },
      { title: '路径', dataIndex: 'url', ellipsis: true, responsive: ['md'] },
      { title: '排序', dataIndex: 'sortNo', width: 70, responsive: ['sm'] },
      {
        title: '操作',
        key: 'action',
        fixed: 'right',
        width: isPhone ? 90 : 130,
        render: (_value, row) => {
          const items = [
            ...(row.menuType !== MENU_TYPE.button && canAdd ? [{ key: 'add-child', label: '添加下级', onClick: () => onAddChild(row) }] : []),
            { key: 'data-rules', label: '数据规则', onClick: () => onDataRules(row) },
            ...(canDelete ? [{ key: 'delete', label: '删除', danger: true, onClick: () => onDelete(row) }] : []),
          ];
          return (
            <RowActions>
              <Access require="permission:edit">
                <RowLink onClick={() => onEdit(row)}>编辑</RowLink>
              </Access>
              <RowMoreDropdown items={items} data-testid="menu-more" />
            </RowActions>
          );
        },
      },
    ],
    [isPhone, canAdd, canDelete, onAddChild, onDataRules, onDelete, onEdit],
  );
  const expandable = useMemo(() => ({ expandedRowKeys: expanded, onExpandedRowsChange: onExpandedChange }), [expanded, onExpandedChange]);
  const rowSelection = useMemo(() => ({ selectedRowKeys: selected, onChange: onSelectedChange, checkStrictly: true }), [selected, onSelectedChange]);
  return (
    <RowPartsScope>
      <Table<MenuNode> rowKey="id" size="middle" loading={loading} columns={columns} dataSource={rows} pagination={false} scroll={SCROLL} expandable={expandable} rowSelection={rowSelection} />
    </RowPartsScope>
  );
});

const SCROLL = { x: 760 };
