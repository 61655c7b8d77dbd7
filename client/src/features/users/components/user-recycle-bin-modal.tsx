import { DeleteOutlined, RedoOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Divider, Grid, Modal, Space, Table, Typography, type TableColumnsType } from 'antd';
import { staticFileUrl } from '@/api/static-url';
import { RowAvatar, RowLink, RowPartsScope, SelectionBar, useRowSelection } from '@/widgets/list-page';
import { realDeleteUsers, recoverUsers } from '../api/user-mutations';
import { userQueries, type User } from '../api/user-queries';

interface UserRecycleBinModalProps {
  open: boolean;
  onClose: () => void;
  /** A user came back: the list reloads. */
  onRecovered: () => void;
}

const MODAL_WIDTH = 1000;

/** 用户回收站 (upstream's UserRecycleBinModal): the deleted users, 还原用户 and 彻底删除, one or the selection. */
export function UserRecycleBinModal({ open, onClose, onRecovered }: UserRecycleBinModalProps) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const isPhone = !Grid.useBreakpoint().sm;
  const bin = useQuery({ ...userQueries.recycleBin(), enabled: open });
  const selection = useRowSelection<User>();
  const settled = async (done: string) => {
    selection.clear();
    message.success(done);
    await queryClient.invalidateQueries({ queryKey: userQueries.recycleBin().queryKey });
  };
  const recover = useMutation({
    mutationFn: (ids: string[]) => recoverUsers(ids.join(',')),
    onSuccess: async (_text, ids) => {
      onRecovered();
      await settled(`还原 ${ids.length} 个用户成功！`);
    },
  });
  const realDelete = useMutation({
    mutationFn: (ids: string[]) => realDeleteUsers(ids.join(',')),
    onSuccess: (_text, ids) => settled(`彻底删除 ${ids.length} 个用户成功！`),
  });

  const confirmRecover = (ids: string[]) =>
    modal.confirm({ title: '恢复用户', content: `您确定要恢复这 ${ids.length} 个用户吗？`, centered: true, onOk: () => recover.mutateAsync(ids) });
  const confirmDelete = (ids: string[]) =>
    modal.confirm({
      title: '彻底删除用户',
      content: (
        <>
          <p>{`您确定要彻底删除这 ${ids.length} 个用户吗？`}</p>
          <Typography.Text type="danger">注意：彻底删除后将无法恢复，请谨慎操作！</Typography.Text>
        </>
      ),
      centered: true,
      onOk: () => realDelete.mutateAsync(ids),
    });

  const columns: TableColumnsType<User> = [
    { title: '#', key: 'rowIndex', width: 50, align: 'center', render: (_value, _row, index) => index + 1, responsive: ['sm'] },
    { title: '账号', dataIndex: 'username', width: 140, ellipsis: !isPhone },
    { title: '姓名', dataIndex: 'realname', width: 130, ellipsis: true },
    { title: '头像', dataIndex: 'avatar', width: 70, align: 'center', responsive: ['md'], render: (avatar: string | null) => <RowAvatar shape="square" src={staticFileUrl(avatar) || undefined} icon={<UserOutlined />} /> },
    { title: '部门', dataIndex: 'orgCode', ellipsis: true, responsive: ['md'] },
    {
      title: '操作',
      key: 'action',
      width: isPhone ? 96 : 200,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0} wrap={isPhone} separator={isPhone ? null : <Divider orientation="vertical" />}>
          <RowLink onClick={() => confirmRecover([row.id])}>
            <RedoOutlined /> 还原用户
          </RowLink>
          <RowLink onClick={() => confirmDelete([row.id])}>
            <DeleteOutlined /> 彻底删除
          </RowLink>
        </Space>
      ),
    },
  ];
  const selected = selection.selectedKeys;

  return (
    <Modal
      title="用户回收站"
      open={open}
      width={isPhone ? '100%' : MODAL_WIDTH}
      onCancel={onClose}
      cancelText="关闭"
      okButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
      afterClose={selection.clear}
    >
      <SelectionBar selection={selection}>
        {selected.length > 0 && (
          <>
            <Typography.Link onClick={() => confirmRecover(selected)}>批量还原</Typography.Link>
            <Typography.Link onClick={() => confirmDelete(selected)}>批量删除</Typography.Link>
          </>
        )}
      </SelectionBar>
      <RowPartsScope>
        <Table<User>
          data-testid="user-recycle-bin"
          rowKey="id"
          size="middle"
          bordered
          columns={columns}
          dataSource={bin.data ?? []}
          loading={bin.isFetching}
          pagination={false}
          rowSelection={selection.tableProps}
          scroll={{ x: isPhone ? 420 : undefined }}
        />
      </RowPartsScope>
    </Modal>
  );
}
