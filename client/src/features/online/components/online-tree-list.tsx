// A tree form's list (upstream's OnlCgformTreeList at /online/cgformTreeList/{code}): the roots a page at a time,
// each row with children expandable, its children loaded from getTreeData when first expanded; 新增 adds a root,
// 添加下级 a child of the row; 编辑 and 删除 as in every list. The tree's fields come from getColumns (pidField,
// hasChildrenField, textField).
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Grid, Pagination, Table } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { ListToolbar, RowActions, RowDeleteLink, RowLink, type ListColumn } from '@/widgets/list-page';
import { columnsOf, deleteCallsOf, saveResourceRow, type OnlineRow, type Resource } from '@/widgets/resource';
import { loadTreeLevel } from '../api/online-form-api';
import { OnlineFormModal } from './online-form-modal';

export interface TreeFields {
  pidField: string;
  hasChildrenField: string;
}

type TreeRow = { id: string; children?: TreeRow[] } & Record<string, unknown>;

/** A tree row as the form takes it: its own values, without the loaded children. */
function onlineRowOf(row: TreeRow): OnlineRow {
  const values: OnlineRow = { id: row.id };
  for (const [key, value] of Object.entries(row)) {
    if (typeof value === 'string' || typeof value === 'number' || value === null) values[key] = value;
  }
  return values;
}

/** A child placeholder: a row with children shows its expander before they are loaded. */
const PLACEHOLDER_SUFFIX = '_loadChild';
const withPlaceholder = (row: TreeRow, hasChildrenField: string): TreeRow =>
  String(row[hasChildrenField] ?? '') === '1' ? { ...row, children: [{ id: `${row.id}${PLACEHOLDER_SUFFIX}` }] } : row;
const isPlaceholder = (row: TreeRow) => row.id.endsWith(PLACEHOLDER_SUFFIX);

/** The rows with one node's children replaced. */
function withChildren(rows: readonly TreeRow[], id: string, children: TreeRow[] | undefined): TreeRow[] {
  return rows.map((row) => {
    if (row.id === id) {
      const { children: _old, ...rest } = row;
      return children && children.length ? { ...rest, children } : rest;
    }
    return row.children ? { ...row, children: withChildren(row.children, id, children) } : row;
  });
}

const PAGE_SIZE = 10;

export function OnlineTreeList({ resource, code, tree }: { resource: Resource<OnlineRow>; code: string; tree: TreeFields }) {
  const { message } = App.useApp();
  const isPhone = !Grid.useBreakpoint().sm;
  const [pageNo, setPageNo] = useState(1);
  const roots = useQuery({ queryKey: [resource.key, 'tree', pageNo], queryFn: () => loadTreeLevel(code, tree.pidField, '0', pageNo, PAGE_SIZE) });
  // Loaded children by parent id, kept across re-renders of the roots' page.
  const [loaded, setLoaded] = useState<ReadonlyMap<string, TreeRow[]>>(new Map());
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const [editing, setEditing] = useState<{ row: OnlineRow | 'new'; parent?: string } | null>(null);

  const rows = useMemo(() => {
    let shown = (roots.data?.rows ?? []).map((row) => withPlaceholder(row, tree.hasChildrenField));
    // Parents first: a child list replaces its placeholder, then its own children theirs.
    const apply = (list: TreeRow[]) => {
      for (const row of list) {
        const children = loaded.get(row.id);
        if (children) {
          shown = withChildren(shown, row.id, children);
          apply(children);
        }
      }
    };
    apply(shown);
    return shown;
  }, [roots.data, loaded, tree.hasChildrenField]);

  const loadChildren = useCallback(
    async (parent: string) => {
      const level = await loadTreeLevel(code, tree.pidField, parent, 1, 500);
      setLoaded((current) => new Map(current).set(parent, level.rows.map((row) => withPlaceholder(row, tree.hasChildrenField))));
    },
    [code, tree.pidField, tree.hasChildrenField],
  );

  const reload = useCallback(
    async (parent?: string) => {
      await roots.refetch();
      // A changed level is read again; the other loaded levels stay as they are.
      if (parent && parent !== '0') await loadChildren(parent);
    },
    [roots, loadChildren],
  );

  const save = useMutation({
    mutationFn: (row: Record<string, unknown> & { id?: string }) => saveResourceRow(resource.calls, row, resource.pathParams),
    onSuccess: async (text, row) => {
      setEditing(null);
      void message.success(text || '操作成功');
      const parent = row.id ? undefined : String(row[tree.pidField] ?? '0');
      if (parent && parent !== '0') setExpanded((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
      await reload(parent ?? String((row as OnlineRow)[tree.pidField] ?? '0'));
    },
  });
  const removeOne = useMemo(() => deleteCallsOf(resource.calls, undefined, resource.pathParams).one, [resource]);

  const columns = useMemo<ListColumn<TreeRow>[]>(() => {
    const actions: ListColumn<TreeRow> = {
      title: '操作',
      key: 'action',
      width: 190,
      fixed: isPhone ? undefined : 'right',
      render: (_value: unknown, row: TreeRow) =>
        isPlaceholder(row) ? null : (
          <RowActions>
            <RowLink onClick={() => setEditing({ row: onlineRowOf(row) })}>编辑</RowLink>
            <RowLink onClick={() => setEditing({ row: 'new', parent: row.id })}>添加下级</RowLink>
            {removeOne && (
              <RowDeleteLink
                onConfirm={async () => {
                  void message.success((await removeOne(row.id)) || '删除成功!');
                  await reload(String(row[tree.pidField] ?? '0'));
                }}
              />
            )}
          </RowActions>
        ),
    };
    const data = columnsOf(resource, { isPhone }).filter((column) => column.key !== 'rowIndex') as ListColumn<TreeRow>[];
    return [...data.map((column) => ({ ...column, sorter: false, render: (value: unknown, row: TreeRow) => (isPlaceholder(row) ? '加载中...' : ((row[`${String((column as { dataIndex?: string }).dataIndex)}_dictText`] as string | undefined) ?? (value as string))) })), actions];
  }, [resource, isPhone, removeOne, message, reload, tree.pidField]);

  return (
    <Card data-testid={`${resource.key}-tree-page`} styles={{ body: { padding: isPhone ? 12 : 24 } }}>
      <ListToolbar>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ row: 'new' })}>
          新增
        </Button>
      </ListToolbar>
      <Table<TreeRow>
        rowKey="id"
        size="middle"
        loading={roots.isFetching && !roots.data}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: resource.tableWidth }}
        expandable={{
          expandedRowKeys: [...expanded],
          onExpand: (open, row) => {
            setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((key) => key !== row.id)));
            if (open && !loaded.has(row.id)) void loadChildren(row.id);
          },
        }}
      />
      {(roots.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination style={{ marginTop: 16, textAlign: 'right' }} size="small" current={pageNo} pageSize={PAGE_SIZE} total={roots.data?.total} onChange={setPageNo} showTotal={(total) => `共 ${total} 条`} />
      )}
      {editing && (
        <OnlineFormModal
          resource={resource}
          code={code}
          subTables={[]}
          editing={editing.row}
          presets={editing.parent ? { [tree.pidField]: editing.parent } : undefined}
          saving={save.isPending}
          onCancel={() => setEditing(null)}
          onSubmit={(row) => save.mutate(editing.parent ? { ...row, [tree.pidField]: editing.parent } : row)}
        />
      )}
    </Card>
  );
}
