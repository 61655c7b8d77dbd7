import { DownOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Dropdown, Empty, Input, Space, Spin, Tree, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { Access, useAccess } from '@/widgets/access';
import { ExportButton, ImportButton } from '@/widgets/list-page';
import { DEPART_EXPORT_URL, DEPART_IMPORT_URL } from '../api/depart-mutations';
import { DepartPermission } from '../api/depart-permissions';
import type { DepartNode } from '../api/depart-queries';
import { allKeys, parentKeys, treeItems } from '../model/depart-tree';

export interface DepartTreeCardProps {
  /** The tree shown: the whole tree, or the flat search result. */
  nodes: readonly DepartNode[];
  loading: boolean;
  selected: DepartNode | null;
  checked: string[];
  onSelect: (node: DepartNode | null) => void;
  onCheck: (keys: string[]) => void;
  onSearch: (keyWord: string) => void;
  onAdd: () => void;
  onAddChild: (parent: DepartNode | null) => void;
  onDelete: (node: DepartNode) => void;
  onDeleteChecked: () => void;
  onImported: () => void;
}

const NO_PARAMS = {};

/** The left card: buttons, the current selection, the search and the checkable department tree with its operations. */
export function DepartTreeCard({ nodes, loading, selected, checked, onSelect, onCheck, onSearch, onAdd, onAddChild, onDelete, onDeleteChecked, onImported }: DepartTreeCardProps) {
  const { can } = useAccess();
  const items = useMemo(() => treeItems(nodes, (node) => node.title), [nodes]);
  const everyKey = useMemo(() => allKeys(nodes), [nodes]);
  const [expanded, setExpanded] = useState<Key[] | null>(null);
  const [linked, setLinked] = useState(false);
  const byKey = useMemo(() => new Map(flatten(nodes).map((node) => [node.key, node])), [nodes]);
  // Until the user expands or collapses, every parent is open (upstream expands the whole tree on load).
  const expandedKeys = expanded ?? parentKeys(nodes);

  // The right-click menu of a department: what the user may do to it.
  const [menuAt, setMenuAt] = useState<{ x: number; y: number; node: DepartNode } | null>(null);
  const nodeMenu = (node: DepartNode) => [
    ...(can(DepartPermission.add) ? [{ key: 'add', label: '添加下级', onClick: () => onAddChild(node) }] : []),
    ...(can(DepartPermission.delete) ? [{ key: 'delete', label: '删除', danger: true, onClick: () => onDelete(node) }] : []),
  ];

  const treeOperations = [
    { key: 'link', label: '父子关联', onClick: () => setLinked(true) },
    { key: 'unlink', label: '取消关联', onClick: () => setLinked(false) },
    { key: 'check-all', label: '全部勾选', onClick: () => onCheck(everyKey) },
    { key: 'uncheck-all', label: '取消全选', onClick: () => onCheck([]) },
    { key: 'expand', label: '展开所有', onClick: () => setExpanded(parentKeys(nodes)) },
    { key: 'collapse', label: '合并所有', onClick: () => setExpanded([]) },
  ];

  return (
    <Card data-testid="depart-tree-card" styles={{ body: { padding: 16 } }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Access require={DepartPermission.add}>
          <Button type="primary" onClick={onAdd}>
            添加部门
          </Button>
        </Access>
        <Access require={DepartPermission.add}>
          <Button type="primary" onClick={() => onAddChild(selected)}>
            添加下级
          </Button>
        </Access>
        <ExportButton url={DEPART_EXPORT_URL} fileName="部门信息" listParams={NO_PARAMS} selectedKeys={checked} />
        <Access require={DepartPermission.importExcel}>
          <ImportButton url={DEPART_IMPORT_URL} onImported={onImported} />
        </Access>
        <Access require={DepartPermission.deleteBatch}>
          <Button title="删除多条数据" onClick={onDeleteChecked}>
            批量删除
          </Button>
        </Access>
      </Space>
      <Alert
        type="info"
        showIcon
        data-testid="depart-current"
        title={
          <span>
            当前选择：{selected && <Typography.Text strong>{selected.title}</Typography.Text>}
            {selected && (
              <Typography.Link style={{ marginLeft: 10 }} onClick={() => onSelect(null)}>
                取消选择
              </Typography.Link>
            )}
          </span>
        }
      />
      <Input.Search placeholder="请输入部门名称" allowClear onSearch={(value) => onSearch(value.trim())} style={{ margin: '10px 0' }} data-testid="depart-search" />
      <Spin spinning={loading}>
        {!loading && nodes.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到部门" data-testid="depart-tree-empty" />}
        <Tree
          checkable
          blockNode
          data-testid="depart-list-tree"
          checkStrictly={!linked}
          treeData={items}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys)}
          selectedKeys={selected ? [selected.key] : []}
          checkedKeys={linked ? checked : { checked, halfChecked: [] }}
          onCheck={(keys) => onCheck((Array.isArray(keys) ? keys : keys.checked).map(String))}
          onSelect={(_keys, info) => onSelect(byKey.get(String(info.node.key)) ?? null)}
          titleRender={(item) => <span data-testid="depart-node">{String(item.title)}</span>}
          onRightClick={({ event, node }) => {
            const depart = byKey.get(String(node.key));
            if (!depart || nodeMenu(depart).length === 0) return;
            event.preventDefault();
            setMenuAt({ x: event.clientX, y: event.clientY, node: depart });
          }}
        />
      </Spin>
      {/* One right-click menu for the whole tree, opened where the click was (a menu per node cost the screen's
          open about 80 ms of rendering dropdowns for 70 departments). */}
      <Dropdown
        open={menuAt !== null}
        onOpenChange={(open) => !open && setMenuAt(null)}
        trigger={['contextMenu']}
        menu={{ items: menuAt ? nodeMenu(menuAt.node) : [], onClick: () => setMenuAt(null) }}
      >
        <span data-testid="depart-node-menu-anchor" style={{ position: 'fixed', left: menuAt?.x ?? 0, top: menuAt?.y ?? 0, width: 1, height: 1 }} />
      </Dropdown>
      <Dropdown menu={{ items: treeOperations }} trigger={['click']} placement="top">
        <Button style={{ marginTop: 12 }} data-testid="depart-tree-operations">
          树操作 <DownOutlined />
        </Button>
      </Dropdown>
    </Card>
  );
}

function flatten(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}
