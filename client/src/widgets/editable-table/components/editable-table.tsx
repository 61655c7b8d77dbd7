// The editable table of spec 001: a headless grid virtualised on both axes (@tanstack/react-virtual) whose cells are
// light text; only the cell being edited mounts an antd editor. Rows, selection, validation, the toolbar and the
// drag-sort menu are here; row rules are pure functions in ../model.
import { useVirtualizer, type Range } from '@tanstack/react-virtual';
import { App, Empty } from 'antd';
import { forwardRef, useCallback, useContext, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { TABLE_COLUMN_WIDTH, TABLE_MAX_HEIGHT, TABLE_ROW_HEIGHT, TABLE_ROW_NUMBER_WIDTH } from '@/shared/config/widget-constants';
import { AccessContext } from '@/widgets/access';
import type { ColumnOption, EditableColumn, GridRow } from '../model/column';
import { isEditableType } from '../model/column';
import { resolveColumnWidths } from '../model/column-widths';
import { DEFAULT_ORDER_FIELD, DEFAULT_SIZE, DRAG_HANDLE_WIDTH, HEADER_HEIGHT, INSERT_TOO_FAST, ROW_OVERSCAN, SELECTION_WIDTH } from '../model/constants';
import { excludedCodes } from '../model/auth-exclusions';
import { createInsertGuard } from '../model/insert-debounce';
import { createTempMarker, isTempId } from '../model/row-ids';
import { renderedRows, rowsInView } from '../model/rendered-range';
import { assignSlots, type RowSlots } from '../model/row-slots';
import { clampAddCount, deletedIds, insertRows, moveRow, newRow, removeRows, renumber, setCell } from '../model/rows';
import { toggleAll, toggleRow, type DisabledRowRule } from '../model/selection';
import { validateCell, validateRows } from '../model/validate';
import { applyRowUpdate, DEFAULT_SOCKET_KEY } from '../sync/table-update';
import { useVxeSync } from '../sync/use-vxe-sync';
import { GridHeader } from './grid-header';
import { GridRowView } from './grid-row';
import { GridToolbar } from './grid-toolbar';
import { StatisticsRow } from './statistics-row';
import { TableValidationError, type EditableTableHandle, type GetValuesOptions } from './table-handle';
import { useColumnsWithDicts } from './use-dict-options';
import styles from './editable-table.module.css';

export interface CellChange {
  row: GridRow;
  key: string;
  value: unknown;
}

export interface EditableTableProps {
  columns: EditableColumn[];
  dataSource?: GridRow[];
  /** 'always' (default): every cell looks editable; 'click': text until clicked, back to text on a click elsewhere. */
  editMode?: 'always' | 'click';
  rowNumber?: boolean;
  rowSelection?: boolean;
  /** Rows whose field holds one of these values cannot be selected. */
  disabledRows?: DisabledRowRule;
  dragSort?: boolean;
  /** The order field renumbered from 1 (default orderNum). */
  dragSortKey?: string;
  maxHeight?: number;
  size?: 'small' | 'middle' | 'large';
  /** Shows the add / remove toolbar. */
  toolbar?: boolean;
  /** Permission prefix (ending in a colon) whose excluded codes hide columns and the add / batch_delete buttons. */
  authPre?: string;
  disabled?: boolean;
  /** Fired on every committed cell change (and by sync: not for changes that came from the socket). */
  onValueChange?: (change: CellChange) => void;
  /** Real-time sync over /vxeSocket/{userId}/{pageId}: tables with the same socketKey share their edits. */
  sync?: { userId: string; socketKey?: string };
  /** A sticky leading cell of its own before the columns (the tree table's expand toggle). */
  leading?: { width: number; render: (row: GridRow) => React.ReactNode };
  'aria-label'?: string;
}

interface ActiveCell {
  rowId: string;
  rowIndex: number;
  colIndex: number;
  editing: boolean;
}

const errorKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

export const EditableTable = forwardRef<EditableTableHandle, EditableTableProps>(function EditableTable(props, ref) {
  const {
    columns: configured,
    dataSource,
    editMode = 'always',
    rowNumber = true,
    rowSelection = false,
    disabledRows,
    dragSort = false,
    dragSortKey = DEFAULT_ORDER_FIELD,
    maxHeight = TABLE_MAX_HEIGHT,
    size = DEFAULT_SIZE,
    toolbar = false,
    authPre,
    disabled = false,
    onValueChange,
    leading,
    sync,
  } = props;
  const { message } = App.useApp();
  const lists = useContext(AccessContext);
  const excluded = useMemo(() => excludedCodes(authPre, lists), [authPre, lists]);
  const withDicts = useColumnsWithDicts(configured);
  const [rowOptions, setRowOptions] = useState<Map<string, ColumnOption[]>>(new Map());
  const columns = useMemo(
    () => withDicts.filter((column) => column.type !== 'hidden' && !excluded.has(column.key)).map((column) => (disabled ? { ...column, disabled: true } : column)),
    [withDicts, excluded, disabled],
  );
  const orderField = dragSort ? dragSortKey : undefined;
  const [marker] = useState(createTempMarker);
  const [rows, setRowsState] = useState<GridRow[]>(() => renumber(dataSource ?? [], orderField));
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const deleted = useRef<string[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [active, setActive] = useState<ActiveCell | null>(null);
  const editStart = useRef<unknown>(undefined);
  const insertGuard = useMemo(() => createInsertGuard(), []);
  const addGuard = useMemo(() => createInsertGuard(), []);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [tableWidth, setTableWidth] = useState<number | null>(null);

  const setRows = useCallback((next: GridRow[]) => {
    rowsRef.current = next;
    setRowsState(next);
  }, []);

  const onRemoteRow = useCallback((update: GridRow) => setRows(applyRowUpdate(rowsRef.current, update)), [setRows]);
  const live = useVxeSync(sync?.userId, sync?.socketKey ?? DEFAULT_SOCKET_KEY, onRemoteRow);
  // `live` is a new object every render; its `publish` is stable, and every callback the rows get must be (a new
  // callback re-renders every row and cell on every scroll step)
  const publish = live.publish;
  const publishRow = useCallback(
    (rowId: string) => {
      const row = rowsRef.current.find((candidate) => candidate.id === rowId);
      if (row) publish(row);
    },
    [publish],
  );
  // An edit is published when it ends: the cell left editing, or another cell took over.
  const lastEdited = useRef<string | null>(null);

  // a new dataSource (or order field) replaces the rows; the one the state started from is not applied twice (a
  // second copy of 10 000 rows at mount re-rendered the table and recounted the statistics)
  const appliedSource = useRef({ dataSource, orderField });
  useEffect(() => {
    const applied = appliedSource.current;
    if (applied.dataSource === dataSource && applied.orderField === orderField) return;
    appliedSource.current = { dataSource, orderField };
    if (dataSource) setRows(renumber(dataSource, orderField));
  }, [dataSource, orderField, setRows]);

  // measured before the first paint: rows are rendered once the width is known, not at a guessed width and again
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setTableWidth(element.clientWidth));
    observer.observe(element);
    setTableWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const leadWidth = (leading?.width ?? 0) + (dragSort ? DRAG_HANDLE_WIDTH : 0) + (rowSelection ? SELECTION_WIDTH : 0) + (rowNumber ? TABLE_ROW_NUMBER_WIDTH : 0);
  const widths = useMemo(() => resolveColumnWidths(columns, Math.max(0, (tableWidth ?? 0) - leadWidth)), [columns, tableWidth, leadWidth]);
  const totalWidth = leadWidth + widths.reduce((sum, width) => sum + width, 0);
  const hasStats = columns.some((column) => column.statistics);

  const windowLength = useRef(0);
  windowLength.current = rowsInView(maxHeight, TABLE_ROW_HEIGHT) + 2 * ROW_OVERSCAN;
  const extractRows = useCallback((range: Range) => renderedRows(range, windowLength.current), []);
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => TABLE_ROW_HEIGHT,
    overscan: ROW_OVERSCAN,
    rangeExtractor: extractRows,
    scrollPaddingStart: HEADER_HEIGHT,
  });
  // columns are placed after the sticky leading cells (paddingStart), so the range is the columns the view shows: at
  // offset 0 the range once ran a lead's width past the right edge, and with an overscan column every entering row
  // rendered two columns no one could see. The column entering on a horizontal step is rendered in that step's frame
  // (the virtualiser's flushSync), as rows are.
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => widths[index] ?? TABLE_COLUMN_WIDTH.default,
    overscan: 0,
    paddingStart: leadWidth,
    scrollPaddingStart: leadWidth,
  });
  useEffect(() => columnVirtualizer.measure(), [widths, leadWidth, columnVirtualizer]);

  useEffect(() => {
    const editingRow = active?.editing ? active.rowId : null;
    if (lastEdited.current && lastEdited.current !== editingRow) publishRow(lastEdited.current);
    lastEdited.current = editingRow;
  }, [active, publishRow]);

  const validateOne = useCallback(async (row: GridRow, column: EditableColumn) => {
    if (!column.validateRules?.length) return;
    const problem = await validateCell(column, row, rowsRef.current);
    setErrors((current) => {
      const key = errorKey(row.id, column.key);
      if ((current.get(key) ?? null) === problem) return current;
      const next = new Map(current);
      if (problem) next.set(key, problem);
      else next.delete(key);
      return next;
    });
  }, []);

  const changeCell = useCallback(
    (row: GridRow, column: EditableColumn, value: unknown) => {
      let next = setCell(rowsRef.current, row.id, column.key, value);
      if (next === rowsRef.current) return;
      if (column.linkage) {
        const { next: target, optionsOf } = column.linkage;
        next = setCell(next, row.id, target, '');
        void Promise.resolve(optionsOf(String(value ?? ''))).then((options) =>
          setRowOptions((current) => new Map(current).set(errorKey(row.id, target), options)),
        );
      }
      setRows(next);
      const updated = next.find((candidate) => candidate.id === row.id) as GridRow;
      void validateOne(updated, column);
      if (!isEditableType(column.type) || column.type === 'checkbox' || column.type === 'radio') publishRow(updated.id);
      onValueChange?.({ row: updated, key: column.key, value });
    },
    [onValueChange, publishRow, setRows, validateOne],
  );

  // A popup cell's pick fills the row's other destFields columns (hidden ones too, as the row carries them).
  const fillRow = useCallback(
    (row: GridRow, values: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(values)) {
        const column = withDicts.find((candidate) => candidate.key === key);
        if (column) changeCell(row, column, value);
        else setRows(setCell(rowsRef.current, row.id, key, value));
      }
    },
    [changeCell, setRows, withDicts],
  );

  const focusCell = useCallback((rowIndex: number, colIndex: number) => {
    rowVirtualizer.scrollToIndex(rowIndex, { align: 'auto' });
    columnVirtualizer.scrollToIndex(colIndex, { align: 'auto' });
  }, [rowVirtualizer, columnVirtualizer]);

  const activate = useCallback(
    (rowIndex: number, colIndex: number, editing: boolean) => {
      const row = rowsRef.current[rowIndex];
      const column = columns[colIndex];
      if (!row || !column) return;
      if (editing) editStart.current = row[column.key];
      setActive({ rowId: row.id, rowIndex, colIndex, editing: editing && isEditableType(column.type) && !column.disabled });
    },
    [columns],
  );

  const leaveEditing = useCallback(() => {
    setActive((current) => {
      if (!current?.editing) return current;
      const row = rowsRef.current[current.rowIndex];
      const column = columns[current.colIndex];
      if (row && column) void validateOne(row, column);
      return { ...current, editing: false };
    });
  }, [columns, validateOne]);

  // Click elsewhere ends editing (the editor's own popups are part of the cell).
  useEffect(() => {
    if (!active?.editing) return;
    const onDown = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || !document.contains(target)) return;
      if (target.closest('[data-editing], .ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .ant-modal')) return;
      leaveEditing();
    };
    document.addEventListener('mousedown', onDown, true);
    return () => document.removeEventListener('mousedown', onDown, true);
  }, [active?.editing, leaveEditing]);

  const editableIndexes = useMemo(() => columns.map((column, index) => (isEditableType(column.type) && !column.disabled ? index : -1)).filter((index) => index >= 0), [columns]);

  const moveTo = useCallback(
    (rowIndex: number, colIndex: number, editing: boolean) => {
      focusCell(rowIndex, colIndex);
      activate(rowIndex, colIndex, editing);
      requestAnimationFrame(() => {
        const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${rowIndex}"] [aria-colindex="${colIndex + 1}"]`);
        if (!editing) cell?.focus();
      });
    },
    [activate, focusCell],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    // keys typed in an editor's dialog (a picker's search form) belong to the dialog, not to the grid
    if ((event.target as Element).closest('.ant-modal')) return;
    const { rowIndex, colIndex, editing } = active;
    const row = rowsRef.current[rowIndex];
    const column = columns[colIndex];
    if (!row || !column) return;
    if (event.key === 'Escape' && editing) {
      event.preventDefault();
      changeCell(row, column, editStart.current);
      moveTo(rowIndex, colIndex, false);
      return;
    }
    if (event.key === 'Tab') {
      event.preventDefault();
      const position = editableIndexes.indexOf(colIndex);
      const forward = !event.shiftKey;
      let nextRow = rowIndex;
      let nextPos = position + (forward ? 1 : -1);
      if (nextPos >= editableIndexes.length) {
        nextPos = 0;
        nextRow += 1;
      } else if (nextPos < 0) {
        nextPos = editableIndexes.length - 1;
        nextRow -= 1;
      }
      if (nextRow < 0 || nextRow >= rowsRef.current.length) return leaveEditing();
      if (editing) void validateOne(row, column);
      moveTo(nextRow, editableIndexes[nextPos] as number, true);
      return;
    }
    if (event.key === 'Enter' && !event.defaultPrevented && column.type !== 'textarea' && column.type !== 'input_pop') {
      if (!editing) {
        event.preventDefault();
        activate(rowIndex, colIndex, true);
        return;
      }
      if (['input', 'inputNumber'].includes(column.type)) {
        event.preventDefault();
        void validateOne(row, column);
        if (rowIndex + 1 < rowsRef.current.length) moveTo(rowIndex + 1, colIndex, true);
        else moveTo(rowIndex, colIndex, false);
      }
      return;
    }
    if (!editing && event.key.startsWith('Arrow')) {
      event.preventDefault();
      const delta = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key] ?? [0, 0];
      const nextRow = Math.min(Math.max(rowIndex + (delta[0] ?? 0), 0), rowsRef.current.length - 1);
      const nextCol = Math.min(Math.max(colIndex + (delta[1] ?? 0), 0), columns.length - 1);
      moveTo(nextRow, nextCol, false);
    }
  };

  const addRows = useCallback(
    (count?: number, values: Partial<GridRow>[] = [], position = 0) => {
      const n = Math.max(clampAddCount(count ?? 1), values.length);
      const added = Array.from({ length: n }, (_, index) => newRow(configured, marker, values[index] ?? {}));
      const next = insertRows(rowsRef.current, added, position, orderField);
      setRows(next);
      const at = next.indexOf(added[0] as GridRow);
      requestAnimationFrame(() => rowVirtualizer.scrollToIndex(at, { align: 'auto' }));
      return added;
    },
    [configured, marker, orderField, rowVirtualizer, setRows],
  );

  const remove = useCallback(
    (which: unknown) => {
      const { rows: kept, removed } = removeRows(rowsRef.current, which, orderField);
      deleted.current.push(...deletedIds(removed, marker));
      setRows(kept);
      setSelected((current) => new Set([...current].filter((id) => kept.some((row) => row.id === id))));
      setActive(null);
    },
    [marker, orderField, setRows],
  );

  /** 001 §4: a second click within 1500 ms is ignored with a warning; 新增 and 插入一行 each count their own clicks. */
  const guardedInsert = useCallback(
    (guard: () => boolean, count: number, position: number) => {
      if (!guard()) {
        void message.warning(INSERT_TOO_FAST);
        return;
      }
      addRows(count, [], position);
    },
    [addRows, message],
  );

  const addFromToolbar = useCallback((count: number, position: number) => guardedInsert(addGuard, count, position), [addGuard, guardedInsert]);

  const insertBefore = useCallback(
    (index: number) => guardedInsert(insertGuard, 1, index + 1 > rowsRef.current.length ? 0 : index + 1),
    [guardedInsert, insertGuard],
  );

  const toggleOne = useCallback((row: GridRow) => setSelected((current) => toggleRow(row, current, disabledRows)), [disabledRows]);

  // one object each per table state, so the memoised header and rows skip renders while scrolling
  const headerSelection = useMemo(
    () => (rowSelection ? { rows, selected, disabledRows, onToggleAll: () => setSelected(toggleAll(rowsRef.current, selected, disabledRows)) } : null),
    [rowSelection, rows, selected, disabledRows],
  );
  const rowSelectionRule = useMemo(() => (rowSelection ? { disabledRows, onToggle: toggleOne } : null), [rowSelection, disabledRows, toggleOne]);

  const move = useCallback((from: number, to: number) => setRows(moveRow(rowsRef.current, from, to, orderField)), [orderField, setRows]);

  const validateAll = useCallback(async () => {
    const found = await validateRows(columns, rowsRef.current);
    setErrors(new Map(found.map((error) => [errorKey(error.rowId, error.key), error.message])));
    const first = found[0];
    if (first) {
      const colIndex = columns.findIndex((column) => column.key === first.key);
      moveTo(first.rowIndex, colIndex, true);
    }
    return found;
  }, [columns, moveTo]);

  useImperativeHandle(
    ref,
    (): EditableTableHandle => ({
      async getValues(options: GetValuesOptions = {}) {
        if (options.validate !== false) {
          const found = await validateAll();
          if (found.length) throw new TableValidationError(found);
        }
        return rowsRef.current.map((row) => (options.deleteTempId && isTempId(row.id, marker) ? { ...row, id: '' } : row));
      },
      async getAll() {
        const found = await validateAll();
        return { rows: rowsRef.current, deleteIds: [...deleted.current], errors: found };
      },
      validateAll,
      getDeleteIds: () => [...deleted.current],
      addRows: (count, values) => addRows(count, values),
      insertRows: (position, count) => addRows(count, [], position),
      removeRows: remove,
      removeSelected: () => remove([...selected]),
      setRows: (next) => setRows(renumber(next, orderField)),
      setValues(values) {
        let next = rowsRef.current;
        for (const value of values) {
          const index = next.findIndex((row) => row.id === value.id);
          if (index < 0) continue;
          next = [...next];
          next[index] = { ...(next[index] as GridRow), ...value };
        }
        setRows(next);
      },
      selectedIds: () => [...selected],
      scrollToRow: (index) => rowVirtualizer.scrollToIndex(index),
    }),
    [addRows, marker, orderField, remove, rowVirtualizer, selected, setRows, validateAll],
  );

  const virtualColumns = columnVirtualizer.getVirtualItems();
  const virtualRows = rowVirtualizer.getVirtualItems();
  const slotsRef = useRef<RowSlots>(new Map());
  const slots = assignSlots(slotsRef.current, virtualRows.map((item) => (rows[item.index] as GridRow).id));
  slotsRef.current = slots;
  // Row elements stay in slot order: a row that scrolls out at the top and is re-filled at the bottom keeps its place
  // in the document instead of being moved (a moved element is styled and laid out anew). Rows are placed absolutely
  // and carry aria-rowindex, so the document order is not what orders them. No rows before the width is known.
  const rowsBySlot = tableWidth === null ? [] : [...virtualRows].sort((a, b) => (slots.get((rows[a.index] as GridRow).id) ?? 0) - (slots.get((rows[b.index] as GridRow).id) ?? 0));
  const columnsShown = useMemo(
    () => virtualColumns.map((item) => ({ index: item.index, start: item.start })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the range is what matters, not the array identity
    [virtualColumns.map((item) => item.index).join(',')],
  );
  const padLeft = columnsShown[0] ? columnsShown[0].start - leadWidth : 0;
  const lastShown = columnsShown[columnsShown.length - 1];
  const padRight = lastShown ? totalWidth - (lastShown.start + (widths[lastShown.index] ?? 0)) : 0;
  const bodyHeight = rowVirtualizer.getTotalSize();
  const statsHeight = hasStats ? 40 : 0;
  const height = Math.min(maxHeight, HEADER_HEIGHT + Math.max(bodyHeight, rows.length ? 0 : 120) + statsHeight + 2);

  return (
    <div className="editable-table">
      {toolbar ? (
        <GridToolbar
          canAdd={!excluded.has('add') && !disabled}
          canBatchDelete={!excluded.has('batch_delete') && !disabled}
          selectedCount={selected.size}
          onAdd={addFromToolbar}
          onRemoveSelected={() => remove([...selected])}
        />
      ) : null}
      <div
        ref={scrollRef}
        role="grid"
        aria-label={props['aria-label']}
        aria-rowcount={rows.length + 1}
        data-sync={sync ? live.status : undefined}
        className={styles.grid}
        style={{ height, maxHeight }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.sized} style={{ width: totalWidth }}>
          <GridHeader
            columns={columns}
            widths={widths}
            shown={columnsShown}
            padLeft={padLeft}
            padRight={padRight}
            rowNumber={rowNumber}
            dragSort={dragSort}
            leadingWidth={leading?.width ?? 0}
            selection={headerSelection}
          />
          {rows.length === 0 ? (
            <div className={styles.empty} style={{ position: 'sticky', left: 0, width: tableWidth ?? undefined }}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            </div>
          ) : null}
          {rowsBySlot.map((item) => {
            const row = rows[item.index] as GridRow;
            return (
              <GridRowView
                key={slots.get(row.id)}
                row={row}
                rowIndex={item.index}
                top={HEADER_HEIGHT + item.start}
                totalWidth={totalWidth}
                columns={columns}
                widths={widths}
                shown={columnsShown}
                padLeft={padLeft}
                padRight={padRight}
                rowNumber={rowNumber}
                dragSort={dragSort}
                rowCount={rows.length}
                selection={rowSelectionRule}
                selected={selected.has(row.id)}
                active={active?.rowIndex === item.index ? active : null}
                errors={errors}
                rowOptions={rowOptions}
                inputLook={editMode === 'always'}
                size={size}
                leading={leading}
                onChange={changeCell}
                onFill={fillRow}
                onActivate={activate}
                onDone={leaveEditing}
                onMove={move}
                onInsert={insertBefore}
              />
            );
          })}
          {/* the rows are absolutely placed: this spacer puts the statistics row (sticky at the bottom) after them */}
          <div style={{ height: bodyHeight }} />
          {hasStats ? <StatisticsRow columns={columns} widths={widths} shown={columnsShown} padLeft={padLeft} padRight={padRight} leadWidth={leadWidth} rows={rows} /> : null}
        </div>
      </div>
    </div>
  );
});
