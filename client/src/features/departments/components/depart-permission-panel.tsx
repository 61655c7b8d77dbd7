import { DownOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Space, Spin, Tree } from 'antd';
import { useState, type Key } from 'react';
import { useAccess } from '@/widgets/access';
import { DataRuleChooser, RuleMenuTitle, type RuleMenu } from '@/widgets/data-rule-chooser';
import { saveDepartDataRules, saveDepartPermissions } from '../api/depart-mutations';
import { DepartPermission } from '../api/depart-permissions';
import { departQueries, loadDepartDataRules, type DepartNode, type PermissionNode } from '../api/depart-queries';
import { findNode, grantedIds, linkedChecks, parentKeys, treeItems } from '../model/depart-tree';
import { treeOperations } from './tree-operations';

/**
 * 部门权限: the permissions granted to the selected department (upstream DepartAuthModal); a menu with data rules
 * (tagged 数据规则) opens the chooser of the rules the department holds on it, the ceiling of its roles' rules.
 */
export function DepartPermissionPanel({ depart }: { depart: DepartNode }) {
  const granted = useQuery(departQueries.granted(depart.id));
  const tree = useQuery(departQueries.permissionTree());
  if (!granted.data || !tree.data) return <Spin />;
  return <PermissionChecks key={depart.id} departId={depart.id} granted={granted.data} nodes={tree.data.treeList} />;
}

/** The checkable tree for one department, its checks starting from what it holds; parent and child linked, as upstream. */
function PermissionChecks({ departId, granted, nodes }: { departId: string; granted: string[]; nodes: PermissionNode[] }) {
  const { message } = App.useApp();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [initial] = useState(() => linkedChecks(nodes, granted));
  const [checked, setChecked] = useState<string[]>(initial.checked);
  const [halfChecked, setHalfChecked] = useState<string[]>(initial.halfChecked);
  const [expanded, setExpanded] = useState<Key[]>(() => parentKeys(nodes));
  const [ruleMenu, setRuleMenu] = useState<RuleMenu | null>(null);

  const save = useMutation({
    mutationFn: () => saveDepartPermissions(departId, grantedIds(checked, halfChecked), granted),
    onSuccess: async (text) => {
      message.success(text || '保存成功！');
      // The panel stays mounted; what it now holds is the baseline of the next save.
      await queryClient.invalidateQueries({ queryKey: departQueries.granted(departId).queryKey });
    },
  });

  const operations = treeOperations(nodes, setChecked, setExpanded);

  return (
    <Spin spinning={save.isPending}>
      <div style={{ marginBottom: 8 }}>所拥有的权限：</div>
      <Tree
        checkable
        data-testid="depart-permission-tree"
        treeData={treeItems(nodes, (node) => node.slotTitle)}
        expandedKeys={expanded}
        onExpand={setExpanded}
        checkedKeys={checked}
        onCheck={(keys, info) => {
          setChecked((Array.isArray(keys) ? keys : keys.checked).map(String));
          setHalfChecked((info.halfCheckedKeys ?? []).map(String));
        }}
        onSelect={(_keys, info) => {
          const node = findNode(nodes, String(info.node.key));
          if (node?.ruleFlag === 1) setRuleMenu({ key: node.key, title: node.slotTitle });
        }}
        titleRender={(item) => <RuleMenuTitle title={String(item.title)} hasRules={findNode(nodes, String(item.key))?.ruleFlag === 1} />}
        style={{ maxHeight: 500, overflow: 'auto' }}
      />
      <DataRuleChooser
        menu={ruleMenu}
        holder={['depart', departId]}
        load={(permissionId) => loadDepartDataRules(permissionId, departId)}
        save={(permissionId, ids) => saveDepartDataRules(departId, permissionId, ids)}
        onClose={() => setRuleMenu(null)}
      />
      <Space style={{ marginTop: 16, width: '100%', justifyContent: 'space-between' }} wrap>
        <Dropdown menu={{ items: operations }} trigger={['click']} placement="top">
          <Button data-testid="depart-permission-operations">
            树操作 <DownOutlined />
          </Button>
        </Dropdown>
        {can(DepartPermission.saveGrant) && (
          <Button type="primary" onClick={() => save.mutate()} loading={save.isPending}>
            保存
          </Button>
        )}
      </Space>
    </Spin>
  );
}
