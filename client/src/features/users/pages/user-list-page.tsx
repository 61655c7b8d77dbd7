import { HddOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Grid, type TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { staticFileUrl } from '@/api/static-url';
import { Access, useAccess } from '@/widgets/access';
import { BatchActions, ExportButton, ImportButton, ListTable, ListToolbar, RowActions, RowAvatar, RowLink, RowMoreDropdown, SearchForm, SelectionBar, listRequestParams, useListData, useListDeletion, useListUrlState, useRowsAction, useRowSelection } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import { UserFormDrawer, type UserEditing } from '@/widgets/user-form';
import { changeUserPassword, deleteUser, deleteUsers, setUsersFrozen } from '../api/user-mutations';
import { loadUsers, userQueries, type User } from '../api/user-queries';
import { PasswordModal } from '../components/password-modal';
import { UserRecycleBinModal } from '../components/user-recycle-bin-modal';
import { USER_QUERY_FIELDS, USER_SEARCH } from '../model/user-list-schema';

const SCREEN = 'system/UserList';
const SORT = { column: 'createTime', order: 'desc' } as const;
const FROZEN = 2;

/** /isystem/user (menu component system/UserList): 用户管理. */
export function UserListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { can } = useAccess();
  const isPhone = !Grid.useBreakpoint().sm;
  const url = useListUrlState(SCREEN, SORT);
  const superQuery = useSuperQuery();
  const params = useMemo(() => listRequestParams(url.state, { schema: USER_SEARCH, superQuery: superQuery.query }), [url.state, superQuery.query]);
  const data = useListData<User>(userQueries.list, loadUsers, params);
  const selection = useRowSelection<User>();
  const list = useMemo(() => ({ url, data, selection }), [url, data, selection]);
  const deletion = useListDeletion(list, deleteUser, deleteUsers);
  const freeze = useRowsAction(list, (ids) => setUsersFrozen(ids, true), { action: 'deleteBatch', confirmTitle: '确认操作', confirmContent: '是否冻结选中账号?', done: '冻结成功!', removesRows: false });
  const unfreeze = useRowsAction(list, (ids) => setUsersFrozen(ids, false), { action: 'deleteBatch', confirmTitle: '确认操作', confirmContent: '是否解冻选中账号?', done: '解冻成功!', removesRows: false });
  const [editing, setEditing] = useState<UserEditing | null>(null);
  const [passwordOf, setPasswordOf] = useState<string | null>(null);
  const [recycleBinOpen, setRecycleBinOpen] = useState(false);

  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: userQueries.all }), [queryClient]);
  const password = useMutation({
    mutationFn: (body: { username: string; password: string; confirmpassword: string }) => changeUserPassword(body),
    onSuccess: (text) => {
      message.success(text || '密码修改成功!');
      setPasswordOf(null);
    },
  });

  const columns = useMemo<TableColumnsType<User>>(
    () => [
      // On a phone the account is what identifies the row: it wraps instead of being cut.
      { title: '用户账号', dataIndex: 'username', width: isPhone ? 150 : 120, sorter: true, ellipsis: !isPhone, onCell: () => ({ style: { wordBreak: 'break-all' } }) },
      { title: '用户姓名', dataIndex: 'realname', width: 100, ellipsis: true },
      // The initial goes in as the icon: antd measures a text avatar after mounting (a forced layout per row).
      { title: '头像', dataIndex: 'avatar', width: 70, responsive: ['lg'], render: (avatar: string | null, row) => <RowAvatar src={staticFileUrl(avatar) || undefined} icon={<span>{row.realname.slice(0, 1)}</span>} /> },
      { title: '性别', dataIndex: 'sex', width: 70, sorter: true, dictText: true } as TableColumnsType<User>[number],
      { title: '生日', dataIndex: 'birthday', width: 110, responsive: ['xl'] },
      { title: '手机号码', dataIndex: 'phone', width: 120, responsive: ['md'] },
      { title: '部门', dataIndex: 'orgCodeTxt', ellipsis: true, responsive: ['lg'] },
      { title: '状态', dataIndex: 'status', width: 70, dictText: true } as TableColumnsType<User>[number],
      {
        title: '操作',
        key: 'action',
        fixed: 'right',
        width: isPhone ? 96 : 120,
        render: (_value, row) => {
          const frozen = row.status === FROZEN;
          const items = [
            { key: 'view', label: '详情', onClick: () => setEditing({ mode: 'view', user: row }) },
            { key: 'password', label: '密码', onClick: () => setPasswordOf(row.username) },
            ...(can('user:delete') ? [{ key: 'delete', label: '删除', onClick: () => modal.confirm({ title: '确定删除吗?', onOk: () => deletion.deleteRow(row.id) }) }] : []),
            frozen
              ? { key: 'unfreeze', label: '解冻', onClick: () => modal.confirm({ title: '确定解冻吗?', onOk: () => unfreeze.runNow([row.id]) }) }
              : { key: 'freeze', label: '冻结', onClick: () => modal.confirm({ title: '确定冻结吗?', onOk: () => freeze.runNow([row.id]) }) },
          ];
          return (
            <RowActions>
              <Access require="user:edit">
                <RowLink onClick={() => setEditing({ mode: 'edit', user: row })}>编辑</RowLink>
              </Access>
              <RowMoreDropdown items={items} data-testid="user-more" />
            </RowActions>
          );
        },
      },
    ],
    [can, deletion, freeze, unfreeze, isPhone, modal],
  );

  // The parts a page change, a search or the loading flag leave unchanged are kept as the same elements, so React
  // skips them: the search form's extra, the toolbar's buttons, and the closed drawer and modals.
  const { clear: clearSuperQuery } = superQuery;
  const { reset: resetUrl } = url;
  // 重置 also drops the advanced query: nothing the user cannot see keeps filtering the list.
  const resetAll = useCallback(() => {
    clearSuperQuery();
    resetUrl();
  }, [clearSuperQuery, resetUrl]);
  const searchExtra = useMemo(() => <SuperQueryButton fields={USER_QUERY_FIELDS} state={superQuery} saveCode="sys_user" />, [superQuery]);
  const addButton = useMemo(
    () => (
      <Access require="user:add">
        <Button type="primary" onClick={() => setEditing({ mode: 'add' })}>
          添加用户
        </Button>
      </Access>
    ),
    [],
  );
  const selectedCount = selection.selectedKeys.length;
  const moreButtons = useMemo(
    () => (
      <>
        <Access require="user:add">
          <ImportButton url="/sys/user/importExcel" onImported={reload} />
        </Access>
        <Button type="primary" icon={<HddOutlined />} onClick={() => setRecycleBinOpen(true)}>
          回收站
        </Button>
        <BatchActions
          selectedCount={selectedCount}
          actions={[
            ...(can('user:delete') ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : []),
            { key: 'freeze', label: '冻结', onClick: freeze.runOnSelection },
            { key: 'unfreeze', label: '解冻', onClick: unfreeze.runOnSelection },
          ]}
        />
      </>
    ),
    [reload, selectedCount, can, deletion, freeze, unfreeze],
  );
  const userForm = useMemo(
    () => (
      <UserFormDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    ),
    [editing, reload],
  );
  const recycleBin = useMemo(() => <UserRecycleBinModal open={recycleBinOpen} onClose={() => setRecycleBinOpen(false)} onRecovered={reload} />, [recycleBinOpen, reload]);
  const { mutate: savePassword, isPending: savingPassword } = password;
  const passwordModal = useMemo(
    () => (
      <PasswordModal
        username={passwordOf}
        saving={savingPassword}
        onCancel={() => setPasswordOf(null)}
        onSubmit={(newPassword, confirmpassword) => passwordOf && savePassword({ username: passwordOf, password: newPassword, confirmpassword })}
      />
    ),
    [passwordOf, savingPassword, savePassword],
  );

  return (
    <Card data-testid="user-list-page" styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <SearchForm schema={USER_SEARCH} filters={url.state.filters} onSearch={url.search} onReset={resetAll} extra={searchExtra} />
      <ListToolbar>
        {addButton}
        <ExportButton url="/sys/user/exportXls" fileName="用户信息" listParams={params} selectedKeys={selection.selectedKeys} />
        {moreButtons}
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={selection} scrollX={860} />
      {userForm}
      {recycleBin}
      {passwordModal}
    </Card>
  );
}
