// The tree table (B-TREETAB): a paginated editable table whose rows expand into children loaded on first expand.
import { CaretDownOutlined, CaretRightOutlined, LoadingOutlined } from '@ant-design/icons';
import { Pagination } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EditableColumn, GridRow } from '../model/column';
import { EditableTable, type CellChange } from '../components/editable-table';
import styles from '../components/editable-table.module.css';
import { LEVEL_FIELD, nodeOf, needsLoad, toggled, visibleRows, withChildren, type TreeNodeState } from './tree-rows';
import { totalText } from '@/shared/lib/list-total-text';

/** The toggle column: room for the toggle at three levels of indent. */
const TOGGLE_WIDTH = 72;

export interface TreePage {
  records: GridRow[];
  total: number;
}

export interface TreeTableProps {
  columns: EditableColumn[];
  /** One page of root rows. */
  loadPage: (pageNo: number, pageSize: number) => Promise<TreePage>;
  /** The children of a row (the parent key is the row id). */
  loadChildren: (row: GridRow) => Promise<GridRow[]>;
  pageSize?: number;
  onValueChange?: (change: CellChange) => void;
  'aria-label'?: string;
}

export function TreeTable({ columns, loadPage, loadChildren, pageSize = 10, onValueChange, ...rest }: TreeTableProps) {
  const [page, setPage] = useState({ pageNo: 1, records: [] as GridRow[], total: 0 });
  const [state, setState] = useState<Map<string, TreeNodeState>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  // Edited values of rows, kept across expand / collapse (the visible list is rebuilt from the loaded rows).
  const [edited] = useState(() => new Map<string, GridRow>());
  const [pageNo, setPageNo] = useState(1);

  useEffect(() => {
    let current = true;
    void loadPage(pageNo, pageSize).then((answer) => {
      if (!current) return;
      setState(new Map());
      setPage({ pageNo, records: answer.records, total: answer.total });
    });
    return () => {
      current = false;
    };
  }, [loadPage, pageNo, pageSize]);

  const expand = useCallback(
    async (row: GridRow) => {
      if (!needsLoad(state, row)) {
        setState((current) => toggled(current, row));
        return;
      }
      setLoading((current) => new Set(current).add(row.id));
      try {
        const children = await loadChildren(row);
        setState((current) => withChildren(current, row, children));
      } finally {
        setLoading((current) => {
          const next = new Set(current);
          next.delete(row.id);
          return next;
        });
      }
    },
    [loadChildren, state],
  );

  const rows = useMemo(() => visibleRows(page.records, state, edited), [page.records, state, edited]);

  const renderToggle = useCallback(
    (row: GridRow) => {
      const node = nodeOf(state, row);
      const level = Number(row[LEVEL_FIELD] ?? 0);
      const icon = loading.has(row.id) ? <LoadingOutlined /> : node.expanded ? <CaretDownOutlined /> : <CaretRightOutlined />;
      return (
        <div style={{ display: 'flex', alignItems: 'center', width: '100%', paddingLeft: 4 + level * 16 }}>
          {node.leaf ? (
            <span className={styles.treeToggle} data-leaf="true" />
          ) : (
            <button type="button" className={styles.treeToggle} aria-label={node.expanded ? '收起' : '展开'} aria-expanded={node.expanded} onClick={() => void expand(row)}>
              {icon}
            </button>
          )}
        </div>
      );
    },
    [expand, loading, state],
  );

  const leading = useMemo(() => ({ width: TOGGLE_WIDTH, render: renderToggle }), [renderToggle]);

  return (
    <div>
      <EditableTable
        {...rest}
        columns={columns}
        dataSource={rows}
        rowNumber={false}
        leading={leading}
        onValueChange={(change) => {
          edited.set(change.row.id, change.row);
          onValueChange?.(change);
        }}
      />
      <Pagination
        style={{ marginTop: 12, justifyContent: 'flex-end' }}
        size="small"
        current={page.pageNo}
        pageSize={pageSize}
        total={page.total}
        showTotal={totalText}
        onChange={setPageNo}
      />
    </div>
  );
}
