// /hrm/employee/rosterList (menu component hrm/employee/RosterList): 员工花名册 — search, advanced query, paging and
// sort, 查看 / 编辑 opening 员工详情, delete and batch delete, export and import, with buttons following the user's permissions.
import { Card, Grid } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import { BatchActions, ExportButton, ImportButton, ListTable, ListToolbar, RowActions, RowDeleteLink, RowLink, SearchForm, SelectionBar, listRequestParams, useListData, useListDeletion, useListUrlState, useRowSelection, type ListColumn } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import { deleteEmployee, deleteEmployees, EMPLOYEE_EXPORT_URL, EMPLOYEE_IMPORT_URL, loadEmployees, type Employee } from '../api/employee-api';
import { detailHref, EmployeePermission, ROSTER_DEFAULT_SORT, ROSTER_QUERY_FIELDS, ROSTER_SCREEN, ROSTER_SEARCH } from '../model/roster-config';

export function RosterListPage() {
  const navigate = useNavigate();
  const { can } = useAccess();
  // On a phone the action column scrolls with the row: a fixed one would cover the narrow table.
  const isPhone = !Grid.useBreakpoint().sm;
  const url = useListUrlState(ROSTER_SCREEN, ROSTER_DEFAULT_SORT);
  const superQuery = useSuperQuery();
  const params = listRequestParams(url.state, { schema: ROSTER_SEARCH, superQuery: superQuery.query });
  const data = useListData(['hr', 'employees', 'list'], loadEmployees, params);
  const selection = useRowSelection<Employee>();
  const canDelete = can(EmployeePermission.delete);
  const canEdit = can(EmployeePermission.edit);
  const deletion = useListDeletion({ url, data, selection }, canDelete ? deleteEmployee : undefined, deleteEmployees);

  const columns = useMemo<ListColumn<Employee>[]>(
    () => [
      { title: '#', key: 'rowIndex', width: 56, align: 'center', render: (_value, _row, index) => index + 1 },
      { title: '工号', dataIndex: 'workNo', sorter: true, width: 110 },
      { title: '姓名', dataIndex: 'name', sorter: true, width: 100, ellipsis: true },
      { title: '性别', dataIndex: 'sex', width: 70, dictText: true, responsive: ['md'] },
      { title: '手机号', dataIndex: 'mobile', width: 130, responsive: ['xxl'] },
      { title: '所属部门', dataIndex: 'departId', width: 150, dictText: true, ellipsis: true, responsive: ['md'] },
      { title: '所属项目', dataIndex: 'projectId', width: 150, dictText: true, ellipsis: true, responsive: ['xl'] },
      { title: '岗位', dataIndex: 'post', width: 110, ellipsis: true, responsive: ['xxl'] },
      { title: '用工类型', dataIndex: 'type', width: 100, dictText: true, responsive: ['lg'] },
      { title: '员工状态', dataIndex: 'status', sorter: true, width: 100, dictText: true },
      { title: '入职日期', dataIndex: 'entryDate', sorter: true, width: 115, responsive: ['md'] },
      {
        title: '操作',
        key: 'action',
        width: canEdit || canDelete ? 150 : 70,
        fixed: isPhone ? undefined : 'right',
        render: (_value, row) => (
          <RowActions>
            <RowLink onClick={() => void navigate(detailHref(row.id))}>查看</RowLink>
            {canEdit && <RowLink onClick={() => void navigate(detailHref(row.id, true))}>编辑</RowLink>}
            {canDelete && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
          </RowActions>
        ),
      },
    ],
    [canEdit, canDelete, deletion, navigate, isPhone],
  );

  const batchActions = can(EmployeePermission.deleteBatch) ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : [];
  const canExport = can(EmployeePermission.export);

  return (
    <Card data-testid="roster-list-page">
      <SearchForm
        schema={ROSTER_SEARCH}
        filters={url.state.filters}
        onSearch={(filters) => {
          selection.clear();
          url.search(filters);
        }}
        onReset={() => {
          selection.clear();
          url.reset();
        }}
        extra={<SuperQueryButton fields={ROSTER_QUERY_FIELDS} state={superQuery} saveCode={ROSTER_SCREEN} />}
      />
      <ListToolbar>
        {canExport && <ExportButton url={EMPLOYEE_EXPORT_URL} fileName="员工花名册" listParams={params} selectedKeys={selection.selectedKeys} />}
        {can(EmployeePermission.import) && <ImportButton url={EMPLOYEE_IMPORT_URL} onImported={() => void data.reload()} />}
        <BatchActions selectedCount={selection.selectedKeys.length} actions={batchActions} />
      </ListToolbar>
      <SelectionBar selection={selection} />
      <ListTable url={url} data={data} columns={columns} selection={batchActions.length || canExport ? selection : undefined} scrollX={1100} />
    </Card>
  );
}
