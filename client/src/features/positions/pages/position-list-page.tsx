// /isystem/position (menu component system/SysPositionList): 职务管理 — search, advanced query, add, edit,
// delete, batch delete, export and import, with buttons following the user's permissions.
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useAccess } from '@/widgets/access';
import { BatchActions, ExportButton, ImportButton, ListTable, ListToolbar, RowActions, RowDeleteLink, RowLink, SearchForm, SelectionBar, listRequestParams, useListData, useListDeletion, useListUrlState, useRowSelection, type Filters, type ListColumn } from '@/widgets/list-page';
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
  const params = useMemo(() => listRequestParams(url.state, { schema: POSITION_SEARCH, superQuery: superQuery.query }), [url.state, superQuery.query]);
  const data = useListData(['positions', 'list'], loadPositions, params);
  const selection = useRowSelection<Position>();
  const list = useMemo(() => ({ url, data, selection }), [url, data, selection]);
  const deletion = useListDeletion(list, can(PositionPermission.delete) ? deletePosition : undefined, deletePositions);

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
                <RowActions>
                  {canEdit && <RowLink onClick={() => setEditing(row)}>编辑</RowLink>}
                  {canDelete && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
                </RowActions>
              ),
            },
          ]
        : []),
    ],
    [canEdit, canDelete, deletion],
  );

  const canDeleteBatch = can(PositionPermission.deleteBatch);
  const canExport = can(PositionPermission.export);
  const canImport = can(PositionPermission.import);
  const canAdd = can(PositionPermission.add);
  const batchActions = useMemo(() => (canDeleteBatch ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : []), [canDeleteBatch, deletion]);
  const { clear: clearSelection } = selection;
  const { search: searchList, reset: resetList } = url;
  const onSearch = useCallback(
    (filters: Filters) => {
      clearSelection();
      searchList(filters);
    },
    [clearSelection, searchList],
  );
  const onReset = useCallback(() => {
    clearSelection();
    resetList();
  }, [clearSelection, resetList]);
  const reload = data.reload;
  // The parts a page change, a search or the loading flag leave unchanged are kept as the same elements, so React
  // skips them: the search form's extra, the toolbar's buttons and the closed form.
  const searchExtra = useMemo(() => <SuperQueryButton fields={POSITION_QUERY_FIELDS} state={superQuery} saveCode={POSITION_SCREEN} />, [superQuery]);
  const addButton = useMemo(
    () =>
      canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新增
        </Button>
      ),
    [canAdd],
  );
  const selectedCount = selection.selectedKeys.length;
  const moreButtons = useMemo(
    () => (
      <>
        {canImport && <ImportButton url={POSITION_IMPORT_URL} onImported={() => void reload()} />}
        <BatchActions selectedCount={selectedCount} actions={batchActions} />
      </>
    ),
    [canImport, reload, selectedCount, batchActions],
  );
  const { mutate: savePosition, isPending: saving } = save;
  const formModal = useMemo(
    () => editing && <PositionFormModal editing={editing} saving={saving} onCancel={() => setEditing(null)} onSubmit={(form) => savePosition(form)} />,
    [editing, saving, savePosition],
  );

  return (
    <Card data-testid="position-list-page">
      <SearchForm schema={POSITION_SEARCH} filters={url.state.filters} onSearch={onSearch} onReset={onReset} extra={searchExtra} />
      <ListToolbar>
        {addButton}
        {canExport && <ExportButton url={POSITION_EXPORT_URL} fileName="职务表" listParams={params} selectedKeys={selection.selectedKeys} />}
        {moreButtons}
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={batchActions.length || canExport ? selection : undefined} scrollX={720} />
      {formModal}
    </Card>
  );
}
