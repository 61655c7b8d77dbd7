// The list screen of a resource (001 §4, §5, §7, §9): search form and advanced query, 新增 / 导出 / 导入, the batch
// actions, the table with its 操作 column, and the add / edit form, each button shown as the user's permissions say.
// The list-page parts are wired here once, so what every list does is decided in one place: the selection is cleared
// by a search and a reset, deleting follows the page-lowering rule, and the parts a page change leaves unchanged are
// the same elements (React skips them).
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Grid, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '@/widgets/access';
import {
  BatchActions,
  ExportButton,
  ImportButton,
  ListTable,
  ListToolbar,
  ListText,
  RowActions,
  RowConfirmLink,
  RowDeleteLink,
  RowLink,
  SearchForm,
  SelectionBar,
  listRequestParams,
  useListData,
  useListDeletion,
  useListUrlState,
  useRecycleActions,
  useRowSelection,
  type Filters,
  type ListColumn,
  type ListParams,
  type ListTableProps,
} from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import { columnsOf, queryFieldsOf, searchSchemaOf, tabOf } from '../model/derive';
import { detailHref, permissionOf, type Resource } from '../model/resource';
import { formFieldsOf, hasForm } from '../model/form-fields';
import { deleteCallsOf, filledPath, loadResourcePage, recycleCallsOf, saveResourceRow } from '../model/resource-api';
import { withHrefs } from './href-columns';
import { ResourceForm } from './resource-form';

type RowWithId = { id: string };

/** The filters without the tab's key. */
function withoutKey(filters: Filters, key: string | undefined): Filters {
  if (!key || !(key in filters)) return filters;
  const { [key]: _tab, ...rest } = filters;
  return rest;
}

/** The 操作 column's width for its number of links (查看, 编辑, 删除), so each stays on one line. */
const ACTIONS_WIDTH = [0, 70, 130, 150];
type FormWithId = { id?: string | null };

/** The add / edit form a screen plugs in: opened with the row (or 'new'), it submits the row to save. */
export interface ResourceFormProps<Row, Form> {
  editing: Row | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: Form) => void;
}

export interface ResourceListProps<Row extends RowWithId, Form extends FormWithId> {
  resource: Resource<Row>;
  /** The add / edit form where the fields' own form (ResourceForm) does not do; with neither the list has no 新增 and
   * no 编辑. */
  form?: ComponentType<ResourceFormProps<Row, Form>>;
  /** A row's own links, between 编辑 and 删除. */
  rowActions?: (row: Row) => ReactNode;
  /** The screen's own buttons, after 导入 and before 批量操作; a function gets the chosen rows (a custom button acting
   * on them). */
  toolbar?: ReactNode | ((selected: readonly Row[]) => ReactNode);
  /** Rows that expand: sub rows under each (an online form's inner table). */
  expandable?: ListTableProps<Row>['expandable'];
  /** Told the chosen rows whenever they change (an ERP list shows the chosen row's sub-tables below). */
  onSelectionChange?: (selected: readonly Row[]) => void;
  /** Runs after every change the list makes (save, delete, import), e.g. to reload a cache the rows feed. */
  afterChange?: () => Promise<unknown>;
  /** The screen's own dialogs and drawers. */
  children?: ReactNode;
}

export function ResourceList<Row extends RowWithId, Form extends FormWithId>({
  resource,
  form: FormSlot,
  rowActions,
  toolbar,
  expandable,
  onSelectionChange,
  afterChange,
  children,
}: ResourceListProps<Row, Form>) {
  const { message } = App.useApp();
  const { can } = useAccess();
  const may = (action: Parameters<typeof permissionOf>[1]) => can(permissionOf(resource, action));
  const { calls } = resource;
  const url = useListUrlState(resource.screen, resource.defaultSort);
  const tabParam = resource.tabs?.param;
  const requestedTab = tabParam ? url.state.filters[tabParam] : undefined;
  const tab = tabOf(resource, typeof requestedTab === 'string' ? requestedTab : undefined);
  const schema = useMemo(() => searchSchemaOf(resource, tab), [resource, tab]);
  const queryFields = useMemo(() => queryFieldsOf(resource), [resource]);

  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  // A row opened read only: the fields' form, disabled (查看 where the row cannot be edited).
  const [viewing, setViewing] = useState<Row | null>(null);
  const superQuery = useSuperQuery();
  // The tab travels in the address with the filters and goes with every request, but is not a field of the form.
  const filters = useMemo(() => withoutKey(url.state.filters, tabParam), [url.state.filters, tabParam]);
  const tabExtra = useMemo(() => (tabParam && tab ? { [tabParam]: tab } : undefined), [tabParam, tab]);
  // A resource's fixed parameters go with every request too; the tab wins where both name one.
  const fixed = resource.params;
  const requestExtra = useMemo(() => (fixed ? { ...fixed, ...tabExtra } : tabExtra), [fixed, tabExtra]);
  const params = useMemo(
    () => listRequestParams({ ...url.state, filters }, { schema, superQuery: superQuery.query, extra: requestExtra }),
    [url.state, filters, schema, superQuery.query, requestExtra],
  );
  const load = useCallback((listParams: ListParams) => loadResourcePage<Row>(resource, listParams), [resource]);
  const data = useListData([resource.key, 'list'], load, params);
  const selection = useRowSelection<Row>();
  const { selectedRows } = selection;
  useEffect(() => onSelectionChange?.(selectedRows), [onSelectionChange, selectedRows]);
  const list = useMemo(() => ({ url, data, selection }), [url, data, selection]);
  const { pathParams } = resource;
  const removes = useMemo(() => deleteCallsOf(calls, afterChange, pathParams), [calls, afterChange, pathParams]);
  const canDelete = Boolean(removes.one) && may('delete');
  const canDeleteBatch = Boolean(removes.many) && may('deleteBatch');
  const deletion = useListDeletion(list, canDelete ? removes.one : undefined, removes.many);
  // A recycle bin: 取回 and 彻底删除, each for one row and for the selection.
  const recycleCalls = useMemo(() => recycleCallsOf(calls), [calls]);
  const recycle = useRecycleActions(list, { ...recycleCalls, realDeleteBatch: recycleCalls.realDelete });
  const canRecover = Boolean(recycleCalls.recover) && may('recover');
  const canRecoverBatch = Boolean(recycleCalls.recoverBatch) && may('recover');
  const canRealDelete = Boolean(recycleCalls.realDelete) && may('realDelete');

  const save = useMutation({
    mutationFn: (row: Form) => saveResourceRow(calls, row, pathParams),
    onSuccess: async (text) => {
      setEditing(null);
      message.success(text || '操作成功');
      await Promise.all([data.reload(), afterChange?.()]);
    },
  });

  const { detailPath } = resource;
  const ownForm = !FormSlot && hasForm(resource as Resource<unknown>);
  const canAdd = Boolean((FormSlot || ownForm) && calls.add) && may('add');
  // Edited in the form, or else on the detail page.
  const canEdit = Boolean(((FormSlot || ownForm) && calls.edit) || detailPath) && may('edit');
  // 查看 where a row cannot be edited, if the form shows a row at all (a backup's form only names a new one).
  const canView = ownForm && !canEdit && !detailPath && formFieldsOf(resource as Resource<unknown>, 'view').length > 0;
  // Rows that only some of the links apply to: the others are viewed in the form instead of edited.
  const { allows } = resource;
  const viewsLocked = ownForm && canEdit && !detailPath && Boolean(allows?.edit);
  const canExport = Boolean(calls.exportXls) && may('export');
  const canImport = Boolean(calls.importExcel) && may('import');

  const navigate = useNavigate();
  // On a phone the 操作 column scrolls with the row: a fixed one would cover the narrow table.
  const isPhone = !Grid.useBreakpoint().sm;
  const columns = useMemo<ListColumn<Row>[]>(() => {
    const links = Number(Boolean(detailPath) || canView) + Number(canEdit) + Number(Boolean(rowActions)) + Number(canDelete) + Number(canRecover) + Number(canRealDelete);
    const edit = (row: Row) => (FormSlot || ownForm ? setEditing(row) : detailPath && void navigate(detailHref(detailPath, row.id, true)));
    const actions: ListColumn<Row> = {
      title: '操作',
      key: 'action',
      width: resource.actionsWidth ?? ACTIONS_WIDTH[links],
      fixed: isPhone ? undefined : 'right',
      render: (_value: unknown, row: Row) => (
        <RowActions>
          {detailPath && <RowLink onClick={() => void navigate(detailHref(detailPath, row.id))}>查看</RowLink>}
          {(canView || (viewsLocked && !allows?.edit?.(row))) && <RowLink onClick={() => setViewing(row)}>查看</RowLink>}
          {canEdit && (allows?.edit?.(row) ?? true) && <RowLink onClick={() => edit(row)}>编辑</RowLink>}
          {rowActions?.(row)}
          {canDelete && (allows?.delete?.(row) ?? true) && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
          {canRecover && (
            <RowConfirmLink title={ListText.recoverConfirm} onConfirm={() => recycle.recoverRow(row.id)}>
              取回
            </RowConfirmLink>
          )}
          {canRealDelete && <RowDeleteLink label="彻底删除" title={ListText.realDeleteConfirm} onConfirm={() => recycle.realDeleteRow(row.id)} />}
        </RowActions>
      ),
    };
    return [...withHrefs(columnsOf(resource, { tab, isPhone }), resource.fields), ...(links > 0 ? [actions] : [])];
  }, [resource, tab, FormSlot, ownForm, detailPath, canEdit, canView, viewsLocked, allows, canDelete, canRecover, canRealDelete, rowActions, deletion, recycle, navigate, isPhone]);

  const batchActions = useMemo(
    () => [
      ...(canDeleteBatch ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : []),
      ...(canRecoverBatch ? [{ key: 'recover', label: '取回', onClick: recycle.recoverSelected }] : []),
      ...(canRealDelete ? [{ key: 'realDelete', label: '彻底删除', danger: true, onClick: recycle.realDeleteSelected }] : []),
    ],
    [canDeleteBatch, canRecoverBatch, canRealDelete, deletion, recycle],
  );
  const { clear: clearSelection } = selection;
  const { search: searchList, reset: resetList } = url;
  const onSearch = useCallback(
    (next: Filters) => {
      clearSelection();
      searchList({ ...next, ...tabExtra });
    },
    [clearSelection, searchList, tabExtra],
  );
  const { clear: clearSuperQuery } = superQuery;
  const onReset = useCallback(() => {
    clearSelection();
    // 重置 also drops the advanced query: nothing the user cannot see keeps filtering the list.
    clearSuperQuery();
    // A reset keeps the tab the user is on.
    if (tabExtra) searchList(tabExtra);
    else resetList();
  }, [clearSelection, clearSuperQuery, resetList, searchList, tabExtra]);
  const onTabChange = useCallback(
    (key: string) => {
      clearSelection();
      if (tabParam) searchList({ [tabParam]: key });
    },
    [clearSelection, searchList, tabParam],
  );
  const reload = data.reload;
  // The parts a page change, a search or the loading flag leave unchanged are kept as the same elements, so React
  // skips them: the search form's extra, the toolbar's buttons and the closed form.
  const searchExtra = useMemo(() => <SuperQueryButton fields={queryFields} state={superQuery} saveCode={resource.screen} />, [queryFields, superQuery, resource.screen]);
  const addButton = useMemo(
    () =>
      canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {resource.addLabel ?? '新增'}
        </Button>
      ),
    [canAdd, resource.addLabel],
  );
  const selectedCount = selection.selectedKeys.length;
  // Rows are chosen for a batch action or an export of the chosen ones; a list with neither has no checkboxes.
  const selectable = batchActions.length > 0 || canExport || Boolean(onSelectionChange) || typeof toolbar === 'function';
  const moreButtons = useMemo(
    () => (
      <>
        {canImport && calls.importExcel && <ImportButton url={filledPath(calls.importExcel, pathParams)} onImported={() => void Promise.all([reload(), afterChange?.()])} />}
        {typeof toolbar === 'function' ? toolbar(selectedRows) : toolbar}
        <BatchActions selectedCount={selectedCount} actions={batchActions} />
      </>
    ),
    [canImport, calls.importExcel, pathParams, reload, afterChange, toolbar, selectedRows, selectedCount, batchActions],
  );
  const { mutate: saveRow, isPending: saving } = save;
  const formModal = useMemo<ReactNode>(() => {
    if (viewing) return <ResourceForm resource={resource} editing={viewing} viewOnly saving={false} onCancel={() => setViewing(null)} onSubmit={() => setViewing(null)} />;
    if (!editing) return null;
    const close = () => setEditing(null);
    if (FormSlot) return <FormSlot editing={editing} saving={saving} onCancel={close} onSubmit={(row) => saveRow(row)} />;
    return ownForm && <ResourceForm resource={resource} editing={editing} saving={saving} onCancel={close} onSubmit={(row) => saveRow(row as Form)} />;
  }, [resource, FormSlot, ownForm, editing, viewing, saving, saveRow]);

  return (
    <Card data-testid={`${resource.key}-list-page`} styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      {resource.tabs && <Tabs activeKey={tab} items={[...resource.tabs.items]} onChange={onTabChange} />}
      <SearchForm schema={schema} filters={filters} onSearch={onSearch} onReset={onReset} extra={searchExtra} />
      <ListToolbar>
        {addButton}
        {canExport && calls.exportXls && <ExportButton url={filledPath(calls.exportXls, pathParams)} fileName={resource.exportName ?? '导出文件'} listParams={params} selectedKeys={selection.selectedKeys} />}
        {moreButtons}
      </ListToolbar>
      {selectable && <SelectionBar selection={selection} />}
      <ListTable url={url} data={data} columns={columns} selection={selectable ? selection : undefined} expandable={expandable} scrollX={isPhone && resource.phoneFits ? undefined : resource.tableWidth} />
      {formModal}
      {children}
    </Card>
  );
}
