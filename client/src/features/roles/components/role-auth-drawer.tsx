import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Grid, Space, Spin, Tree } from 'antd';
import { useState, type Key } from 'react';
import { DataRuleChooser, RuleMenuTitle, type RuleMenu } from '@/widgets/data-rule-chooser';
import { saveRoleDataRules, saveRolePermissions } from '../api/role-mutations';
import { loadRoleDataRules, roleQueries, type PermissionNode, type Role } from '../api/role-queries';
import { grantedIds, parentKeys } from '../model/permission-tree';

interface RoleAuthDrawerProps {
  role: Role | null;
  onClose: () => void;
}

const DRAWER_WIDTH = 650;

type TreeData = { key: string; title: string; children?: TreeData[] };

function treeData(nodes: readonly PermissionNode[]): TreeData[] {
  return nodes.map((node) => ({ key: node.key, title: node.slotTitle, ...(node.children?.length ? { children: treeData(node.children) } : {}) }));
}

function findNode(nodes: readonly PermissionNode[], key: string): PermissionNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = findNode(node.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * 角色权限配置: the permission tree with checks, expand / collapse, select all, linked or free checks; a menu with data
 * rules (tagged 数据规则) opens the chooser of the rules the role holds on it.
 */
export function RoleAuthDrawer({ role, onClose }: RoleAuthDrawerProps) {
  const isPhone = !Grid.useBreakpoint().sm;
  const granted = useQuery({ ...roleQueries.granted(role?.id ?? ''), enabled: role !== null });
  return (
    <Drawer title="角色权限配置" open={role !== null} onClose={onClose} size={isPhone ? '100%' : DRAWER_WIDTH} destroyOnHidden>
      {role && granted.data ? <RoleAuthContent key={role.id} role={role} granted={granted.data} onClose={onClose} /> : <Spin />}
    </Drawer>
  );
}

/** The drawer's body for one role, its checks starting from what the role holds. */
function RoleAuthContent({ role, granted, onClose }: { role: Role; granted: string[]; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery(roleQueries.permissionTree());
  const [checked, setChecked] = useState<string[]>(granted);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [linked, setLinked] = useState(false);
  const [ruleMenu, setRuleMenu] = useState<RuleMenu | null>(null);
  const nodes = tree.data?.treeList ?? [];

  const save = useMutation({
    mutationFn: (_close: boolean) => saveRolePermissions(role.id, grantedIds(checked, halfChecked), granted),
    onSuccess: async (text, close) => {
      message.success(text || '保存成功！');
      await queryClient.invalidateQueries({ queryKey: roleQueries.granted(role.id).queryKey });
      if (close) onClose();
    },
  });

  return (
    <>
      <Spin spinning={tree.isLoading}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Button size="small" onClick={() => setExpanded(parentKeys(nodes))}>展开所有</Button>
          <Button size="small" onClick={() => setExpanded([])}>合并所有</Button>
          <Button size="small" onClick={() => setChecked(tree.data?.ids ?? [])}>全部勾选</Button>
          <Button size="small" onClick={() => setChecked([])}>取消全选</Button>
          <Button size="small" type={linked ? 'primary' : 'default'} onClick={() => setLinked(!linked)}>
            {linked ? '取消关联' : '父子关联'}
          </Button>
        </Space>
        <Tree
          checkable
          checkStrictly={!linked}
          data-testid="role-permission-tree"
          treeData={treeData(nodes)}
          expandedKeys={expanded}
          onExpand={setExpanded}
          checkedKeys={linked ? checked : { checked, halfChecked: [] }}
          onCheck={(keys, info) => {
            setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
            setHalfChecked((info.halfCheckedKeys ?? []).map(String));
          }}
          onSelect={(_keys, info) => {
            const node = findNode(nodes, String(info.node.key));
            if (node?.ruleFlag === 1) setRuleMenu({ key: node.key, title: node.slotTitle });
          }}
          titleRender={(node) => <RuleMenuTitle title={String(node.title)} hasRules={findNode(nodes, String(node.key))?.ruleFlag === 1} />}
        />
      </Spin>
      <DataRuleChooser
        menu={ruleMenu}
        holder={['role', role.id]}
        load={(permissionId) => loadRoleDataRules(permissionId, role.id)}
        save={(permissionId, ids) => saveRoleDataRules(role.id, permissionId, ids)}
        onClose={() => setRuleMenu(null)}
      />
      <Space style={{ marginTop: 16, justifyContent: 'flex-end', width: '100%' }} wrap>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" ghost loading={save.isPending} onClick={() => save.mutate(false)}>
          仅保存
        </Button>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(true)}>
          保存并关闭
        </Button>
      </Space>
    </>
  );
}
