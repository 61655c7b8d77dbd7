// /isys/category (menu component system/SysCategoryList): 分类字典 — the category tree with lazily loaded levels,
// searched by 名称 / 编码, with 新增, 添加下级, 编辑, 删除 and batch delete following the user's permissions.
import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Divider, Grid, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useAccess } from '@/widgets/access';
import { BatchActions, ExportButton, ImportButton, ListTable, ListToolbar, RowDeleteLink, RowLink, SearchForm, SelectionBar, listRequestParams, useListData, useListDeletion, useListUrlState, useRowSelection, type Filters, type ListColumn } from '@/widgets/list-page';
import { SuperQueryButton, useSuperQuery } from '@/widgets/query-builder';
import { addCategory, CATEGORY_EXPORT_URL, CATEGORY_IMPORT_URL, deleteCategories, deleteCategory, editCategory, loadRootCategories, type CategoryForm } from '../api/category-api';
import { CategoryFormModal, type CategoryEditing } from '../components/category-form-modal';
import { useCategoryChildren } from '../hooks/use-category-children';
import { CATEGORY_DEFAULT_SORT, CATEGORY_QUERY_FIELDS, CATEGORY_SCREEN, CATEGORY_SEARCH, CategoryPermission } from '../model/category-list-config';
import { ROOT_PID, treeRows, type CategoryRow, type TreeRow } from '../model/category-tree';

export function CategoryListPage() {
  const { message } = App.useApp();
  const { can } = useAccess();
  // On a phone the code column gives way, so the names and their actions fit without scrolling.
  const wide = Grid.useBreakpoint().sm ?? true;
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const url = useListUrlState(CATEGORY_SCREEN, CATEGORY_DEFAULT_SORT);
  const superQuery = useSuperQuery();
  const params = listRequestParams(url.state, { schema: CATEGORY_SEARCH, superQuery: superQuery.query });
  const data = useListData(['categories', 'list'], loadRootCategories, params);
  const children = useCategoryChildren();
  const selection = useRowSelection<TreeRow>();
  const rows = useMemo(() => treeRows(data.rows, children.loaded), [data.rows, children.loaded]);

  const rowById = (id: string): CategoryRow | undefined => data.rows.find((row) => row.id === id) ?? Object.values(children.loaded).flat().find((row) => row.id === id);
  const parentOf = (row: CategoryRow) => (row.pid === ROOT_PID ? null : (rowById(row.pid) ?? null));

  /** After a change below `pid`: a root level is the list itself, a deeper level is loaded again. */
  const reloadLevel = async (pid: string) => {
    if (pid === ROOT_PID || !rowById(pid)) await data.reload();
    else await children.refresh(pid);
  };
  const reloadParentsOf = async (ids: string) => {
    const pids = new Set(ids.split(',').flatMap((id) => rowById(id)?.pid ?? []));
    await Promise.all([...pids].filter((pid) => pid !== ROOT_PID).map((pid) => reloadLevel(pid)));
  };

  const deletion = useListDeletion(
    { url, data: { ...data, rows }, selection },
    async (id) => {
      const text = await deleteCategory(id);
      await reloadParentsOf(id);
      return text;
    },
    async (ids) => {
      const text = await deleteCategories(ids);
      await reloadParentsOf(ids);
      return text;
    },
  );

  const save = useMutation({
    mutationFn: (form: CategoryForm) => (form.id ? editCategory(form) : addCategory(form)),
    onSuccess: async (text, form) => {
      const pid = editing?.kind === 'edit' ? editing.row.pid : (form.pid ?? ROOT_PID);
      setEditing(null);
      message.success(text || '操作成功');
      await reloadLevel(pid);
    },
  });

  const canAdd = can(CategoryPermission.add);
  const canEdit = can(CategoryPermission.edit);
  const canDelete = can(CategoryPermission.delete);
  const columns: ListColumn<TreeRow>[] = [
      { title: '分类名称', dataIndex: 'name', width: wide ? 320 : undefined, render: (name: string) => <span data-testid="category-name">{name}</span> },
      { title: '分类编码', dataIndex: 'code', responsive: ['sm'] },
      ...(canAdd || canEdit || canDelete
        ? [
            {
              title: '操作',
              key: 'action',
              width: wide ? 190 : 140,
              fixed: wide ? ('right' as const) : undefined,
              render: (_value: unknown, row: TreeRow) => (
                // On a phone the links wrap as whole words, without separators.
                <Space separator={wide ? <Divider orientation="vertical" /> : undefined} size={wide ? 0 : [10, 4]} wrap={!wide} style={{ whiteSpace: 'nowrap' }}>
                  {canEdit && <RowLink onClick={() => setEditing({ kind: 'edit', row, parent: parentOf(row) })}>编辑</RowLink>}
                  {canAdd && <RowLink onClick={() => setEditing({ kind: 'add', parent: row })}>添加下级</RowLink>}
                  {canDelete && <RowDeleteLink onConfirm={() => deletion.deleteRow(row.id)} />}
                </Space>
              ),
            },
          ]
        : []),
  ];

  const searchAgain = (next: Filters | null) => {
    selection.clear();
    children.clear();
    if (next) url.search(next);
    else {
      // 重置 also drops the advanced query: nothing the user cannot see keeps filtering the list.
      superQuery.clear();
      url.reset();
    }
  };

  return (
    <Card data-testid="category-list-page">
      <SearchForm
        schema={CATEGORY_SEARCH}
        filters={url.state.filters}
        onSearch={searchAgain}
        onReset={() => searchAgain(null)}
        extra={<SuperQueryButton fields={CATEGORY_QUERY_FIELDS} state={superQuery} saveCode={CATEGORY_SCREEN} />}
      />
      <ListToolbar>
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'add', parent: null })}>
            新增
          </Button>
        )}
        <ExportButton url={CATEGORY_EXPORT_URL} fileName="分类字典" listParams={params} selectedKeys={selection.selectedKeys} />
        {canAdd && (
          <ImportButton
            url={CATEGORY_IMPORT_URL}
            onImported={() => {
              children.clear();
              void data.reload();
            }}
          />
        )}
        <BatchActions selectedCount={selection.selectedKeys.length} actions={canDelete ? [{ key: 'delete', label: '删除', danger: true, onClick: deletion.deleteSelected }] : []} />
      </ListToolbar>
      {canDelete && <SelectionBar selection={selection} />}
      <ListTable
        url={url}
        data={{ ...data, rows }}
        columns={columns}
        selection={canDelete ? selection : undefined}
        scrollX={wide ? 640 : undefined}
        expandable={{ expandedRowKeys: children.expandedKeys, onExpand: (expanded, row) => void children.toggle(row, expanded) }}
      />
      {editing && <CategoryFormModal editing={editing} saving={save.isPending} onCancel={() => setEditing(null)} onSubmit={(form) => save.mutate(form)} />}
    </Card>
  );
}
