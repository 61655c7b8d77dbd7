import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Grid, Space, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useStableCallback } from '@/shared/lib/use-stable-callback';
import { Access } from '@/widgets/access';
import { menuQueries, type MenuNode } from '../api/menu-queries';
import { deleteMenu, deleteMenus, saveMenu, type MenuForm } from '../api/menu-mutations';
import { DataRuleDrawer } from '../components/data-rule-drawer';
import { MenuFormDrawer, type MenuEditing } from '../components/menu-form-drawer';
import { MenuTreeTable } from '../components/menu-tree-table';
import { expandableIds, withoutEmptyChildren } from '../model/menu-tree';

/** /isystem/permission (menu component system/PermissionList): the menu tree, its entries' forms and data rules. */
export function PermissionListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
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

  const onEdit = useStableCallback((row: MenuNode) => setEditing({ kind: 'edit', node: row }));
  const onAddChild = useStableCallback((row: MenuNode) => setEditing({ kind: 'add-child', parent: row }));
  const onDelete = useStableCallback(confirmDelete);

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
      <MenuTreeTable
        rows={rows}
        loading={isFetching}
        isPhone={isPhone}
        expanded={expanded}
        onExpandedChange={setExpanded}
        selected={selected}
        onSelectedChange={setSelected}
        onEdit={onEdit}
        onAddChild={onAddChild}
        onDataRules={setRulesOf}
        onDelete={onDelete}
      />
      <MenuFormDrawer editing={editing} saving={save.isPending} onClose={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />
      <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />
    </Card>
  );
}
