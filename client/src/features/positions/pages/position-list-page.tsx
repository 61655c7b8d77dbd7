// /isystem/position (menu component system/SysPositionList): 职务管理 — search, advanced query, add, edit,
// delete, batch delete, export and import, with buttons following the user's permissions.
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Divider, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAccess } from '@/widgets/access';
import {
  BatchActions,
  ExportButton,
  ImportButton,
  ListTable,
  ListToolbar,
  RowDeleteLink,
  SearchForm,
  SelectionBar,
  listRequestParams,
  useListData,
  useListDeletion,
  useListUrlState,
  useRowSelection,
  type ListColumn,
} from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import {
  addPosition,
  deletePosition,
  deletePositions,
  editPosition,
  loadPositions,
  POSITION_EXPORT_URL,
  POSITION_IMPORT_URL,
  type Position,
  type PositionForm,
} from '../api/position-api';
import { PositionFormModal } from '../components/position-form-modal';
import { POSITION_DEFAULT_SORT, POSITION_QUERY_FIELDS, POSITION_SCREEN, POSITION_SEARCH, PositionPermission } from '../model/position-list-config';

export function PositionListPage() {
  const { message } = App.useApp();
  const { can } = useAccess();
  const [editing, setEditing] = useState<Position | 'new' | null>(null);
  const url = useListUrlState(POSITION_SCREEN, POSITION_DEFAULT_SORT);
  const superQuery = useSuperQuery();
  const params = listRequestParams(url.state, { schema: POSITION_SEARCH, superQuery: superQuery.query });
  const data = useListData(['positions', 'list'], loadPositions, params);
  const selection = useRowSelection<Position>();
  const deletion = useListDeletion({ url, data, selection }, can(PositionPermission.delete) ? deletePosition : undefined, deletePositions);

  const save = useMutation({
    mutationFn: (form: PositionForm) => (form.id ? editPosition(form) : addPosition(form)),
    onSuccess: async (text) => {
      setEditing(null);
      message.success(text || '操作成功');
      await data.reload();
    },
  });

  const canEdit = can(PositionPermission.edit);
  const canDelete = can(PositionPermission.delete);
  const columns = useMemo<ListColumn<Position>[]>(
    () => [
      { title: '#', key: 'rowIndex', width: 60, align: 'center', render: (_value, _row, index) => index + 1 },
      { title: '职务编码', dataIndex: 'code', sorter: true, ellipsis: true },
      { title: '职务名称', dataIndex: 'name', sorter: true, ellipsis: true },
      { title: '职级', dataIndex: 'rank', sorter: true, width: 120, dictText: true },
      { title: '创建时间', dataIndex: 'createTime', sorter: true, width: 180, responsive: ['md'] },
      ...(canEdit || canDelete
        ? [
            {
              title: '操作',
              key: 'action',
              width: 130,
              fixed: 'right' as const,
              render: (_value: unknown, row: Position) => (
                <Space separator={<Divider orientation="vertical" />} size={0}>
                  {canEdit && <Typography.Link onClick={() => setEditing(row)}>编辑</Typography.Link>}
                  {canDelete && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
                </Space>
              ),
            },
          ]
        : []),
    ],
    [canEdit, canDelete, deletion],
  );

  const batchActions = can(PositionPermission.deleteBatch) ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : [];

  return (
    <Card data-testid="position-list-page">
      <SearchForm
        schema={POSITION_SEARCH}
        filters={url.state.filters}
        onSearch={(filters) => {
          selection.clear();
          url.search(filters);
        }}
        onReset={() => {
          selection.clear();
          url.reset();
        }}
        extra={<SuperQueryButton fields={POSITION_QUERY_FIELDS} state={superQuery} saveCode={POSITION_SCREEN} />}
      />
      <ListToolbar>
        {can(PositionPermission.add) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新增
          </Button>
        )}
        {can(PositionPermission.export) && <ExportButton url={POSITION_EXPORT_URL} fileName="职务表" listParams={params} selectedKeys={selection.selectedKeys} />}
        {can(PositionPermission.import) && <ImportButton url={POSITION_IMPORT_URL} onImported={() => void data.reload()} />}
        <BatchActions selectedCount={selection.selectedKeys.length} actions={batchActions} />
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={batchActions.length || can(PositionPermission.export) ? selection : undefined} scrollX={720} />
      {editing && <PositionFormModal editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />}
    </Card>
  );
}
