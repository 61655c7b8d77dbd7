import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Grid, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Access, useAccess } from '@/widgets/access';
import { BatchActions, ExportButton, ImportButton, ListTable, ListToolbar, RowActions, RowLink, RowMoreDropdown, SearchForm, SelectionBar, listRequestParams, useListData, useListDeletion, useListUrlState, useRowSelection, type SearchSchema } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery, type QueryField } from '@/widgets/query-builder';
import { deleteRole, deleteRoles, saveRole, type RoleForm } from '../api/role-mutations';
import { loadRoles, roleQueries, type Role } from '../api/role-queries';
import { RoleAuthDrawer } from '../components/role-auth-drawer';
import { RoleFormModal } from '../components/role-form-modal';

const SCREEN = 'system/RoleList';
const SORT = { column: 'createTime', order: 'desc' } as const;
const SEARCH: SearchSchema = [
  { kind: 'text', name: 'roleName', label: '名称', match: 'like', placeholder: '请输入名称查询' },
  { kind: 'date-range', name: 'createTime', label: '创建时间' },
];
const QUERY_FIELDS: QueryField[] = [
  { value: 'roleName', text: '角色名称', type: 'string' },
  { value: 'roleCode', text: '角色编码', type: 'string' },
  { value: 'description', text: '描述', type: 'string' },
  { value: 'createTime', text: '创建时间', type: 'datetime' },
];

/** /isystem/role (menu component system/RoleList): 角色管理 with its 授权 drawer. */
export function RoleListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const isPhone = !Grid.useBreakpoint().sm;
  const url = useListUrlState(SCREEN, SORT);
  const superQuery = useSuperQuery();
  const params = listRequestParams(url.state, { schema: SEARCH, superQuery: superQuery.query });
  const data = useListData<Role>(roleQueries.list, loadRoles, params);
  const selection = useRowSelection<Role>();
  const deletion = useListDeletion({ url, data, selection }, deleteRole, deleteRoles);
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [authorising, setAuthorising] = useState<Role | null>(null);
  const navigate = useNavigate();

  const reload = () => queryClient.invalidateQueries({ queryKey: roleQueries.all });
  const save = useMutation({
    mutationFn: (form: RoleForm) => saveRole(form),
    onSuccess: async (text) => {
      message.success(text || '操作成功');
      setEditing(null);
      await reload();
    },
  });

  const columns = useMemo<TableColumnsType<Role>>(
    () => [
      { title: '角色名称', dataIndex: 'roleName', width: 140, ellipsis: true },
      { title: '角色编码', dataIndex: 'roleCode', width: 140, ellipsis: true },
      { title: '描述', dataIndex: 'description', ellipsis: true, responsive: ['md'] },
      { title: '创建时间', dataIndex: 'createTime', width: 170, sorter: true, responsive: ['sm'] },
      {
        title: '操作',
        key: 'action',
        fixed: 'right',
        width: isPhone ? 96 : 120,
        render: (_value, row) => {
          const items = [
            ...(can('role:users') ? [{ key: 'users', label: '用户', onClick: () => void navigate(`/isystem/roleUserList?roleId=${encodeURIComponent(row.id)}`) }] : []),
            ...(can('role:auth') ? [{ key: 'auth', label: '授权', onClick: () => setAuthorising(row) }] : []),
            ...(can('role:delete') ? [{ key: 'delete', label: '删除', onClick: () => modal.confirm({ title: '确定删除吗?', onOk: () => deletion.deleteRow(row.id) }) }] : []),
          ];
          return (
            <RowActions>
              <Access require="role:edit">
                <RowLink onClick={() => setEditing(row)}>编辑</RowLink>
              </Access>
              {items.length > 0 && <RowMoreDropdown items={items} data-testid="role-more" />}
            </RowActions>
          );
        },
      },
    ],
    [can, deletion, isPhone, modal, navigate],
  );

  return (
    <Card data-testid="role-list-page" styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <SearchForm
        schema={SEARCH}
        filters={url.state.filters}
        onSearch={url.search}
        onReset={() => {
          // 重置 also drops the advanced query: nothing the user cannot see keeps filtering the list.
          superQuery.clear();
          url.reset();
        }}
        extra={<SuperQueryButton fields={QUERY_FIELDS} state={superQuery} saveCode={SCREEN} />}
      />
      <ListToolbar>
        <Access require="role:add">
          <Button type="primary" onClick={() => setEditing('new')}>
            新建
          </Button>
        </Access>
        <ExportButton url="/sys/role/exportXls" fileName="角色信息" listParams={params} selectedKeys={selection.selectedKeys} />
        <Access require="role:add">
          <ImportButton url="/sys/role/importExcel" onImported={() => void reload()} />
        </Access>
        <BatchActions selectedCount={selection.selectedKeys.length} actions={can('role:delete') ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : []} />
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={selection} scrollX={640} />
      <RoleFormModal editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />
      <RoleAuthDrawer role={authorising} onClose={() => setAuthorising(null)} />
    </Card>
  );
}
