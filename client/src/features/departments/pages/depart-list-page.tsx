import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Col, Empty, Row, Tabs } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { addDepart, deleteDepart, deleteDeparts, editDepart, type DepartForm } from '../api/depart-mutations';
import { departQueries, searchDeparts, type DepartNode } from '../api/depart-queries';
import { DepartBaseInfo } from '../components/depart-base-info';
import { DepartFormModal, type DepartAdding } from '../components/depart-form-modal';
import { DepartPermissionPanel } from '../components/depart-permission-panel';
import { DepartRolePanel } from '../components/depart-role-panel';
import { DepartTreeCard } from '../components/depart-tree-card';
import { DepartUserPanel } from '../components/depart-user-panel';
import { findNode } from '../model/depart-tree';

const NOTHING_SELECTED = '请先选择一个部门!';

/** /isystem/depart (menu component system/DepartList): the department tree, the selected department's details, grants, users and roles. */
export function DepartListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const tree = useQuery(departQueries.tree());
  const [found, setFound] = useState<DepartNode[] | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [adding, setAdding] = useState<DepartAdding | null>(null);
  const whole = useMemo(() => tree.data ?? [], [tree.data]);
  const nodes = found ?? whole;
  // The selection follows the latest tree, so a saved edit shows at once.
  const selected = selectedKey ? (findNode(whole, selectedKey) ?? findNode(found ?? [], selectedKey) ?? null) : null;
  const parent = selected?.parentId ? findNode(whole, selected.parentId) : undefined;

  const reload = () => queryClient.invalidateQueries({ queryKey: departQueries.tree().queryKey });

  const add = useMutation({
    mutationFn: addDepart,
    onSuccess: async (text) => {
      message.success(text || '添加成功！');
      setAdding(null);
      setFound(null);
      await reload();
    },
  });
  const edit = useMutation({
    mutationFn: editDepart,
    onSuccess: async () => {
      message.success('保存成功!');
      // As upstream, a save shows the whole tree again.
      setFound(null);
      await reload();
    },
  });
  const afterDelete = async (text: string, ids: readonly string[]) => {
    message.success(text || '删除成功!');
    setChecked((keys) => keys.filter((key) => !ids.includes(key)));
    if (selectedKey && ids.includes(selectedKey)) setSelectedKey(null);
    setFound(null);
    await reload();
  };

  const search = async (keyWord: string) => {
    if (!keyWord) {
      setFound(null);
      return;
    }
    const answer = await searchDeparts(keyWord);
    // Nothing found empties the tree: the last search's departments must not pass for this one's.
    if (answer.problem) message.warning(answer.problem);
    setFound(answer.nodes);
  };

  const addChild = (of: DepartNode | null) => {
    if (!of) {
      message.warning('请先点击选中上级部门！');
      return;
    }
    setAdding({ kind: 'child', parent: of });
  };

  const confirmDelete = (node: DepartNode) =>
    modal.confirm({
      title: '确认删除',
      content: '确定要删除此部门以及子节点数据吗?',
      onOk: async () => afterDelete(await deleteDepart(node.id), [node.id]),
    });

  const confirmDeleteChecked = () => {
    if (checked.length === 0) {
      message.warning('请选择一条记录！');
      return;
    }
    modal.confirm({
      title: '确认删除',
      content: `确定要删除所选中的 ${checked.length} 条数据，以及子节点数据吗?`,
      onOk: async () => afterDelete(await deleteDeparts(checked), checked),
    });
  };

  const needsSelection = (render: (depart: DepartNode) => ReactNode) =>
    selected ? render(selected) : <Empty description={NOTHING_SELECTED} style={{ padding: '24px 0' }} />;

  return (
    <Row gutter={[10, 10]} data-testid="depart-list-page">
      <Col xs={24} md={12}>
        <DepartTreeCard
          nodes={nodes}
          loading={tree.isFetching}
          selected={selected}
          checked={checked}
          onSelect={(node) => setSelectedKey(node?.key ?? null)}
          onCheck={setChecked}
          onSearch={(keyWord) => void search(keyWord)}
          onAdd={() => setAdding({ kind: 'company' })}
          onAddChild={addChild}
          onDelete={confirmDelete}
          onDeleteChecked={confirmDeleteChecked}
          onImported={() => void reload()}
        />
      </Col>
      <Col xs={24} md={12}>
        <Card styles={{ body: { paddingTop: 8 } }}>
          <Tabs
            defaultActiveKey="base"
            items={[
              {
                key: 'base',
                label: '基本信息',
                children: needsSelection((depart) => (
                  <DepartBaseInfo depart={depart} parentName={parent?.departName ?? null} saving={edit.isPending} onSave={(body) => edit.mutate(body)} onDelete={confirmDelete} />
                )),
              },
              { key: 'grants', label: '部门权限', children: needsSelection((depart) => <DepartPermissionPanel depart={depart} />) },
              { key: 'users', label: '用户信息', children: needsSelection((depart) => <DepartUserPanel key={depart.id} depart={depart} />) },
              { key: 'roles', label: '部门角色', children: needsSelection((depart) => <DepartRolePanel key={depart.id} depart={depart} />) },
            ]}
          />
        </Card>
      </Col>
      <DepartFormModal adding={adding} saving={add.isPending} onCancel={() => setAdding(null)} onSubmit={(form: DepartForm) => add.mutate(form)} />
    </Row>
  );
}
