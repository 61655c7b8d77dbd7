import { UpOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Drawer, Dropdown, Grid, Popconfirm, Space, Spin, Tree } from 'antd';
import { useState, type Key } from 'react';
import { DataRuleChooser, RuleMenuTitle, type RuleMenu } from '@/widgets/data-rule-chooser';
import { saveDepartRoleDataRules, saveDepartRolePermissions } from '../api/depart-mutations';
import { departQueries, loadDepartRoleDataRules, type DepartRole, type PermissionNode } from '../api/depart-queries';
import { findNode, grantedIds, parentKeys, treeItems } from '../model/depart-tree';
import { treeOperations } from './tree-operations';

const DRAWER_WIDTH = 650;

/**
 * 部门角色权限配置 (upstream DeptRoleAuthModal): a department role's permissions, out of those its department holds; a
 * menu with data rules (tagged 数据规则) opens the chooser of the rules the role holds on it, out of the department's.
 */
export function DepartRoleAuthDrawer({ role, onClose }: { role: DepartRole | null; onClose: () => void }) {
  const isPhone = !Grid.useBreakpoint().sm;
  const granted = useQuery({ ...departQueries.roleGranted(role?.id ?? ''), enabled: role !== null });
  const tree = useQuery({ ...departQueries.roleGrantable(role?.departId ?? ''), enabled: role !== null });
  return (
    <Drawer title="部门角色权限配置" open={role !== null} onClose={onClose} size={isPhone ? '100%' : DRAWER_WIDTH} destroyOnHidden>
      {role && granted.data && tree.data ? (
        <RoleChecks key={role.id} role={role} granted={granted.data} nodes={tree.data.treeList} onClose={onClose} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/** The drawer's body for one role, its checks starting from what it holds; free checks until 父子关联, as upstream. */
function RoleChecks({ role, granted, nodes, onClose }: { role: DepartRole; granted: string[]; nodes: PermissionNode[]; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const roleId = role.id;
  const [ruleMenu, setRuleMenu] = useState<RuleMenu | null>(null);
  const [checked, setChecked] = useState<string[]>(granted);
  const [halfChecked, setHalfChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<Key[]>(() => parentKeys(nodes));
  const [linked, setLinked] = useState(false);

  const save = useMutation({
    mutationFn: (_close: boolean) => saveDepartRolePermissions(roleId, grantedIds(checked, halfChecked), granted),
    onSuccess: async (text, close) => {
      message.success(text || '保存成功！');
      await queryClient.invalidateQueries({ queryKey: departQueries.roleGranted(roleId).queryKey });
      if (close) onClose();
    },
  });

  const operations = [
    { key: 'link', label: '父子关联', onClick: () => setLinked(true) },
    {
      key: 'unlink',
      label: '取消关联',
      onClick: () => {
        setLinked(false);
        setHalfChecked([]);
      },
    },
    ...treeOperations(nodes, setChecked, setExpanded),
  ];

  return (
    <Spin spinning={save.isPending}>
      <div style={{ marginBottom: 8 }}>所拥有的权限：</div>
      <Tree
        checkable
        checkStrictly={!linked}
        data-testid="depart-role-permission-tree"
        treeData={treeItems(nodes, (node) => node.slotTitle)}
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
        titleRender={(item) => <RuleMenuTitle title={String(item.title)} hasRules={findNode(nodes, String(item.key))?.ruleFlag === 1} />}
      />
      <DataRuleChooser
        menu={ruleMenu}
        holder={['depart-role', roleId]}
        load={(permissionId) => loadDepartRoleDataRules(permissionId, role.departId, roleId)}
        save={(permissionId, ids) => saveDepartRoleDataRules(roleId, permissionId, ids)}
        onClose={() => setRuleMenu(null)}
      />
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Dropdown menu={{ items: operations }} trigger={['click']} placement="top">
          <Button data-testid="depart-role-tree-operations">
            树操作 <UpOutlined />
          </Button>
        </Dropdown>
        <Space wrap>
          <Popconfirm title="确定放弃编辑？" onConfirm={onClose}>
            <Button>取消</Button>
          </Popconfirm>
          <Button type="primary" ghost loading={save.isPending} onClick={() => save.mutate(false)}>
            仅保存
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate(true)}>
            保存并关闭
          </Button>
        </Space>
      </Space>
    </Spin>
  );
}
