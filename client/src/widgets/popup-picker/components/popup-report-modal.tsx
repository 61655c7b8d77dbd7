// The popup report picker (001 §2, §4, §8): an online report's search form and result table (page size 10, sorting
// sent as column and order), the count of chosen rows with 清空 and 刷新, and 确定 / 取消; 1200 wide. Confirm
// emits the chosen rows and their keys (nothing chosen: empty); closing clears the selection. An init failure shows
// 出错了 with the server's message and closes; a query info failure warns with the server's message.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Flex, Modal, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { failureText, nextChosenRows, PickerText, textOf, type PickerRow } from '@/widgets/picker-kit';
import { fetchPopupData, fetchPopupQueryFields, fetchPopupReport } from '../api/popup-api';
import { POPUP_PAGE_SIZE, POPUP_WIDTH } from '../model/popup-limits';
import { dataParams, type PopupQueryValues, type PopupSorter } from '../model/popup-params';
import { cellText } from '../model/popup-report';
import { confirmSelection, type PopupSelection } from '../model/popup-selection';
import { PopupQueryForm } from './popup-query-form';
import { totalText } from '@/shared/lib/list-total-text';

export interface PopupReportModalProps {
  open: boolean;
  /** The online report's code. */
  code: string;
  /** Popups of one group share the 30 s cache of columns and query info; default the code. */
  group?: string;
  multi?: boolean;
  /** Report parameters, sent as self_<name>. */
  selfParams?: Record<string, string>;
  rowKey?: string;
  title?: string;
  /** Returning false keeps the dialog open (the popup field's own check). */
  onOk: (selection: PopupSelection) => boolean | void;
  onCancel: () => void;
}

export function PopupReportModal(props: PopupReportModalProps) {
  return props.open ? <OpenPopupReportModal {...props} /> : null;
}

function OpenPopupReportModal({ code, group = code, multi = false, selfParams = {}, rowKey = 'id', title, onOk, onCancel }: PopupReportModalProps) {
  const { message, modal } = App.useApp();
  const [chosen, setChosen] = useState<PickerRow[]>([]);
  const [filters, setFilters] = useState<PopupQueryValues>({});
  const [sorter, setSorter] = useState<PopupSorter | null>(null);
  const [page, setPage] = useState({ pageNo: 1, pageSize: POPUP_PAGE_SIZE });
  const report = useQuery({ queryKey: ['online-dev', 'popup', group, code], queryFn: () => fetchPopupReport(group, code), retry: false, staleTime: 0, gcTime: 0 });
  const queryFields = useQuery({
    queryKey: ['online-dev', 'popup-query', group, report.data?.id],
    queryFn: () => fetchPopupQueryFields(group, report.data!),
    enabled: Boolean(report.data),
    retry: false,
    gcTime: 0,
  });
  const data = useQuery({
    queryKey: ['online-dev', 'popup-data', report.data?.id, filters, selfParams, sorter, page],
    queryFn: () => fetchPopupData(report.data!.id, dataParams(page.pageNo, page.pageSize, filters, selfParams, sorter)),
    enabled: Boolean(report.data),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const told = useRef({ init: false, query: false });
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    if (!report.error || told.current.init) return;
    told.current.init = true;
    const reason = failureText(report.error, '') ?? '';
    modal.error({ title: PickerText.popupInitFailedTitle, content: `${PickerText.popupInitFailed}${reason}` });
    cancel.current();
  }, [report.error, modal]);
  useEffect(() => {
    if (!queryFields.error || told.current.query) return;
    told.current.query = true;
    const reason = failureText(queryFields.error, PickerText.loadFailed);
    if (reason) void message.warning(reason);
  }, [queryFields.error, message]);

  const keyOf = (row: PickerRow) => textOf(row[rowKey]);
  const choose = (rows: PickerRow[], selected: boolean) => setChosen(nextChosenRows(chosen, rows, selected, multi, keyOf));

  const columns: TableColumnsType<PickerRow> = (report.data?.columns ?? []).map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    align: 'center',
    ellipsis: true,
    sorter: column.sortable,
    sortOrder: sorter?.column === column.dataIndex ? (sorter.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: unknown) => cellText(column, value),
  }));
  const dataFailure = data.error ? failureText(data.error, PickerText.loadFailed) : null;

  return (
    <Modal
      open
      title={title ?? (report.data?.name || '选择')}
      width={POPUP_WIDTH}
      onCancel={onCancel}
      onOk={() => {
        if (onOk(confirmSelection(chosen, rowKey)) === false) return;
      }}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <PopupQueryForm
          fields={queryFields.data ?? []}
          onSearch={(values) => {
            setFilters(values);
            setPage((current) => ({ ...current, pageNo: 1 }));
          }}
        />
        <Alert
          type="info"
          showIcon
          title={
            <span data-testid="popup-selected">
              已选择 <Typography.Text strong>{chosen.length}</Typography.Text> 项
              <Typography.Link style={{ marginLeft: 16 }} onClick={() => setChosen([])}>
                {PickerText.clear}
              </Typography.Link>
              <Typography.Link style={{ marginLeft: 16 }} onClick={() => void data.refetch()}>
                {PickerText.refresh}
              </Typography.Link>
            </span>
          }
        />
        <Table<PickerRow>
          size="small"
          rowKey={keyOf}
          columns={columns}
          dataSource={data.data?.rows ?? []}
          loading={report.isLoading || data.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: dataFailure ?? PickerText.noData }}
          rowSelection={{
            type: multi ? 'checkbox' : 'radio',
            selectedRowKeys: chosen.map(keyOf),
            onSelect: (row, selected) => choose([row], selected),
            onSelectAll: (selected, _rows, changed) => choose(changed, selected),
          }}
          onRow={(row) => ({ onClick: () => choose([row], !chosen.some((item) => keyOf(item) === keyOf(row))) })}
          onChange={(_pagination, _filters, sort) => {
            const one = Array.isArray(sort) ? sort[0] : sort;
            setSorter(one?.order && one.field ? { column: String(one.field), order: one.order === 'ascend' ? 'asc' : 'desc' } : null);
          }}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: data.data?.total ?? 0,
            showSizeChanger: false,
            showQuickJumper: true,
            showTotal: totalText,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </Flex>
    </Modal>
  );
}
