import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, RowActions, RowDeleteLink, RowLink, RowPartsScope, SelectionBar, useRowSelection } from '@/widgets/list-page';
import { addDepartRole, deleteDepartRole, deleteDepartRoles, editDepartRole, type DepartRoleForm } from '../api/depart-mutations';
import { departQueries, type DepartNode, type DepartRole } from '../api/depart-queries';
import { DepartRoleAuthDrawer } from './depart-role-auth-drawer';
import { DepartRoleFormModal } from './depart-role-form-modal';
import { panelPagination } from './panel-pagination';
import { PanelSearch } from './panel-search';

/** 部门角色: the selected department's roles, with add / edit / delete and 授权 (upstream DeptRoleInfo). */
export function DepartRolePanel({ depart }: { depart: DepartNode }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [roleName, setRoleName] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<DepartRole | 'new' | null>(null);
  const [authorising, setAuthorising] = useState<DepartRole | null>(null);
  const selection = useRowSelection<DepartRole>();
  const roles = useQuery({ ...departQueries.roles({ deptId: depart.id, roleName, ...page }), placeholderData: keepPreviousData });

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...departQueries.all, 'roles'] });
  const save = useMutation({
    mutationFn: (body: DepartRoleForm) => (body.id ? editDepartRole({ ...body, id: body.id }) : addDepartRole(body)),
    onSuccess: async (text) => {
      message.success(text);
      setEditing(null);
      await refresh();
    },
  });
  const afterDelete = async (text: string) => {
    message.success(text);
    selection.clear();
    await refresh();
  };

  const deleteSelected = () => {
    if (selection.selectedKeys.length === 0) {
      message.warning('请选择一条记录！');
      return;
    }
    const ids = selection.selectedKeys.map(String);
    modal.confirm({ title: '确认删除', content: '是否删除选中数据?', onOk: async () => afterDelete(await deleteDepartRoles(ids)) });
  };

  const search = (name: string) => {
    setRoleName(name);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const columns: TableColumnsType<DepartRole> = [
    { title: '部门角色名称', dataIndex: 'roleName', ellipsis: true },
    // The panel is half the page wide: the code waits for a tablet, the remark for a wide screen.
    { title: '部门角色编码', dataIndex: 'roleCode', width: 130, ellipsis: true, responsive: ['sm'] },
    { title: '备注', dataIndex: 'description', ellipsis: true, responsive: ['xxl'] },
    {
      title: '操作',
      key: 'action',
      width: 150,
      render: (_value, row) => (
        <RowActions style={{ whiteSpace: 'nowrap' }}>
          <RowLink onClick={() => setEditing(row)}>编辑</RowLink>
          <RowLink onClick={() => setAuthorising(row)}>授权</RowLink>
          <RowDeleteLink title="确定删除吗?" danger={false} onConfirm={async () => afterDelete(await deleteDepartRole(row.id))} />
        </RowActions>
      ),
    },
  ];

  return (
    <div data-testid="depart-roles">
      <PanelSearch name="depart-role-search" label="部门角色名称" placeholder="请输入部门角色" onSearch={search} />
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          新建部门角色
        </Button>
        <Button disabled={selection.selectedKeys.length === 0} onClick={deleteSelected}>
          批量删除
        </Button>
      </Space>
      <SelectionBar selection={selection} />
      <RowPartsScope>
        <Table<DepartRole>
          rowKey="id"
          size="middle"
          bordered
          loading={roles.isFetching}
          columns={columns}
          dataSource={roles.data?.records ?? []}
          rowSelection={selection.tableProps}
          scroll={{ x: 300 }}
          pagination={panelPagination(page, roles.data?.total ?? 0, setPage)}
        />
      </RowPartsScope>
      <DepartRoleFormModal departId={depart.id} editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(body) => save.mutate(body)} />
      <DepartRoleAuthDrawer role={authorising} onClose={() => setAuthorising(null)} />
    </div>
  );
}
