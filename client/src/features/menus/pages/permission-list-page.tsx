import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { Access, useAccess } from '@/widgets/access';
import { menuQueries, type MenuNode } from '../api/menu-queries';
import { deleteMenu, deleteMenus, saveMenu, type MenuForm } from '../api/menu-mutations';
import { DataRuleDrawer } from '../components/data-rule-drawer';
import { MenuFormDrawer, type MenuEditing } from '../components/menu-form-drawer';
import { expandableIds, MENU_TYPE, MENU_TYPE_TEXT, withoutEmptyChildren } from '../model/menu-tree';
import { RowActions, RowLink, RowPartsScope, RowMoreDropdown } from '@/widgets/list-page';

/** /isystem/permission (menu component system/PermissionList): the menu tree, its entries' forms and data rules. */
export function PermissionListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const isPhone = !Grid.useBreakpoint().sm;
  const { data: tree = [], isFetching } = useQuery(menuQueries.tree());
  const rows = useMemo(() => withoutEmptyChildren(tree), [tree]);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<MenuEditing | null>(null);
  const [rulesOf, setRulesOf] = useState<MenuNode | null>(null);

  const done = async (text: string) => {
    message.success(text);
    await queryClient.invalidateQueries({ queryKey: menuQueries.all });
  };
  const save = useMutation({
    mutationFn: (form: MenuForm) => saveMenu(form),
    onSuccess: async (text) => {
      setEditing(null);
      await done(text || '操作成功');
    },
  });
  const remove = useMutation({ mutationFn: deleteMenu, onSuccess: (text) => done(text || '删除成功!') });
  const removeSelected = useMutation({
    mutationFn: deleteMenus,
    onSuccess: async (text) => {
      setSelected([]);
      await done(text || '删除成功!');
    },
  });

  const confirmBatchDelete = () => {
    if (selected.length === 0) {
      message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({ title: '确认删除', content: '是否删除选中数据?', onOk: () => removeSelected.mutateAsync(selected.map(String)) });
  };

  const confirmDelete = (row: MenuNode) =>
    modal.confirm({ title: '确定删除吗?', content: row.name, onOk: () => remove.mutateAsync(row.id) });

  const columns: TableColumnsType<MenuNode> = [
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
          ...(row.menuType !== MENU_TYPE.button && can('permission:add') ? [{ key: 'add-child', label: '添加下级', onClick: () => setEditing({ kind: 'add-child', parent: row }) }] : []),
          { key: 'data-rules', label: '数据规则', onClick: () => setRulesOf(row) },
          ...(can('permission:delete') ? [{ key: 'delete', label: '删除', danger: true, onClick: () => confirmDelete(row) }] : []),
        ];
        return (
          <RowActions>
            <Access require="permission:edit">
              <RowLink onClick={() => setEditing({ kind: 'edit', node: row })}>编辑</RowLink>
            </Access>
            <RowMoreDropdown items={items} data-testid="menu-more" />
          </RowActions>
        );
      },
    },
  ];

  return (
    <Card data-testid="permission-list-page" styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Access require="permission:add">
          <Button type="primary" onClick={() => setEditing({ kind: 'add' })}>
            新增菜单
          </Button>
        </Access>
        <Access require="permission:delete">
          <Button danger disabled={selected.length === 0} onClick={confirmBatchDelete}>
            批量删除
          </Button>
        </Access>
        <Button onClick={() => setExpanded(expandableIds(tree))}>展开全部</Button>
        <Button onClick={() => setExpanded([])}>折叠全部</Button>
        {selected.length > 0 && (
          <Typography.Text data-testid="menu-selection">
            已选择 <Typography.Link>{selected.length}</Typography.Link> 项
            <Typography.Link style={{ marginLeft: 12 }} onClick={() => setSelected([])}>
              清空
            </Typography.Link>
          </Typography.Text>
        )}
      </Space>
      <RowPartsScope>
        <Table<MenuNode>
          rowKey="id"
          size="middle"
          loading={isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 760 }}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
          rowSelection={{ selectedRowKeys: selected, onChange: setSelected, checkStrictly: true }}
        />
      </RowPartsScope>
      <MenuFormDrawer editing={editing} saving={save.isPending} onClose={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />
      <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />
    </Card>
  );
}
