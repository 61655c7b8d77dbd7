// The select-user-by-department modal (001 §2): the department tree on the left; on the right an account search and
// the user table (page size 10 of 10/20/30, quick jumper, createTime desc). 1250 wide by default; below 500px the
// table scrolls horizontally. The chosen rows are kept across pages and departments.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Flex, Input, Modal, Row, Space, Spin, Table, Tree, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { fetchDepartTree } from '@/widgets/depart-picker';
import { failureText, nextChosenRows, PickerText, textOf, type PickerRow } from '@/widgets/picker-kit';
import { fetchUserPage } from '../api/user-api';
import { USER_MODAL_WIDTH, USER_PAGE_SIZE, USER_PAGE_SIZE_OPTIONS, USER_TABLE_SCROLL_X } from '../model/user-list-limits';
import { sexText, toChosenUser, type ChosenUser } from '../model/user-selection';
import { totalText } from '@/shared/lib/list-total-text';

export interface UserSelectModalProps {
  open: boolean;
  /** The users chosen when the modal opens. */
  chosen: ChosenUser[];
  multi?: boolean;
  width?: number;
  title?: string;
  onOk: (users: ChosenUser[]) => void;
  onCancel: () => void;
}

const COLUMNS: TableColumnsType<PickerRow> = [
  { title: '用户账号', dataIndex: 'username', width: 120, render: textOf },
  { title: '用户姓名', dataIndex: 'realname', width: 120, render: textOf },
  { title: '性别', dataIndex: 'sex', width: 60, render: sexText },
  { title: '手机号码', dataIndex: 'phone', width: 130, render: textOf },
  { title: '部门', dataIndex: 'orgCodeTxt', render: textOf },
];

export function UserSelectModal(props: UserSelectModalProps) {
  return props.open ? <OpenUserSelectModal {...props} /> : null;
}

function OpenUserSelectModal({ chosen: initial, multi = true, width = USER_MODAL_WIDTH, title = '选择用户', onOk, onCancel }: UserSelectModalProps) {
  const [chosen, setChosen] = useState<ChosenUser[]>(initial);
  const [departId, setDepartId] = useState<string>();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: USER_PAGE_SIZE });
  const departs = useQuery({ queryKey: ['departments', 'picker-tree', {}], queryFn: () => fetchDepartTree({}), retry: false });
  const users = useQuery({
    queryKey: ['users', 'picker', departId, username, page],
    queryFn: () => fetchUserPage({ departId, username, ...page }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const usersFailure = users.error ? failureText(users.error, PickerText.loadFailed) : null;
  const departsFailure = departs.error ? failureText(departs.error, PickerText.loadFailed) : null;

  function choose(rows: PickerRow[], selected: boolean) {
    const touched = rows.map(toChosenUser).filter((user): user is ChosenUser => user !== null);
    setChosen(nextChosenRows(chosen, touched, selected, multi, (user) => user.id));
  }

  function search(next: string) {
    const wanted = next.trim();
    // The same search again asks again (a retry after a failure), as upstream's searchQuery reloads page 1.
    if (wanted === username && page.pageNo === 1) void users.refetch();
    setUsername(wanted);
    setPage((current) => ({ ...current, pageNo: 1 }));
  }

  return (
    <Modal open title={title} width={width} onCancel={onCancel} onOk={() => onOk(chosen)} okText={PickerText.confirm} cancelText={PickerText.close} destroyOnHidden>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7}>
          <div style={{ maxHeight: 480, overflow: 'auto' }} data-testid="user-picker-departs">
            {departs.isLoading ? (
              <Spin />
            ) : departs.data?.length ? (
              <Tree
                treeData={departs.data}
                defaultExpandedKeys={departs.data.map((node) => node.key)}
                selectedKeys={departId ? [departId] : []}
                onSelect={(keys) => {
                  setDepartId(keys.length ? String(keys[0]) : undefined);
                  setPage((current) => ({ ...current, pageNo: 1 }));
                }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={departsFailure ?? PickerText.noData} />
            )}
          </div>
        </Col>
        <Col xs={24} md={17}>
          <Flex vertical gap={12}>
            <Space wrap>
              <Input.Search
                placeholder="请输入账号"
                aria-label="账号"
                allowClear
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onSearch={search}
                enterButton={PickerText.query}
                style={{ width: 260 }}
              />
              <Button
                onClick={() => {
                  setTyped('');
                  setDepartId(undefined);
                  search('');
                }}
              >
                {PickerText.reset}
              </Button>
              <Typography.Text type="secondary" data-testid="user-picker-count">
                已选择 {chosen.length} 人
              </Typography.Text>
            </Space>
            <Table<PickerRow>
              size="small"
              rowKey={(row) => textOf(row.id)}
              columns={COLUMNS}
              dataSource={users.data?.rows ?? []}
              loading={users.isFetching}
              scroll={{ x: USER_TABLE_SCROLL_X }}
              locale={{ emptyText: usersFailure ?? PickerText.noData }}
              rowSelection={{
                type: multi ? 'checkbox' : 'radio',
                selectedRowKeys: chosen.map((user) => user.id),
                onSelect: (row, selected) => choose([row], selected),
                onSelectAll: (selected, _rows, changed) => choose(changed, selected),
              }}
              onRow={(row) => ({ onClick: () => choose([row], !chosen.some((user) => user.id === textOf(row.id))) })}
              pagination={{
                current: page.pageNo,
                pageSize: page.pageSize,
                total: users.data?.total ?? 0,
                pageSizeOptions: USER_PAGE_SIZE_OPTIONS,
                showSizeChanger: true,
                showQuickJumper: true,
                showTotal: totalText,
                onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
              }}
            />
          </Flex>
        </Col>
      </Row>
    </Modal>
  );
}
