// The business-entity selection modal (001 §2, §9): the query form, a paged table with radio or checkbox selection
// (page size 5 of 5/10/20/30, quick jumper, table height 240), and the side table 已选{name} with 删除 per row.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Col, Modal, Row, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ellipsis, failureText, nextChosenRows, PickerText, textOf, type PickerRow } from '@/widgets/picker-kit';
import { fetchBizPage } from '../api/biz-api';
import { BIZ_PAGE_SIZE, BIZ_PAGE_SIZE_OPTIONS, BIZ_TABLE_HEIGHT, PICKER_ELLIPSIS, PICKER_MODAL_WIDTH, rowKeyOf, type BizPickerConfig } from '../model/biz-config';
import { listQuery, type QueryValues } from '../model/biz-query';
import { BizQueryForm } from './biz-query-form';
import { totalText } from '@/shared/lib/list-total-text';

export interface BizSelectModalProps {
  open: boolean;
  config: BizPickerConfig;
  chosen: PickerRow[];
  multiple?: boolean;
  width?: number;
  pageSize?: number;
  onOk: (rows: PickerRow[]) => void;
  onCancel: () => void;
}

export function BizSelectModal(props: BizSelectModalProps) {
  return props.open ? <OpenBizSelectModal {...props} /> : null;
}

function OpenBizSelectModal({ config, chosen: initial, multiple = false, width = PICKER_MODAL_WIDTH, pageSize: initialPageSize = BIZ_PAGE_SIZE, onOk, onCancel }: BizSelectModalProps) {
  const rowKey = rowKeyOf(config);
  const keyOf = (row: PickerRow) => textOf(row[rowKey]);
  const [chosen, setChosen] = useState<PickerRow[]>(initial);
  const [filters, setFilters] = useState<QueryValues>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: initialPageSize });
  const list = useQuery({
    queryKey: ['pickers', config.listUrl, filters, page],
    queryFn: () => fetchBizPage(config.listUrl, listQuery(config.queryConfig ?? [], filters, page.pageNo, page.pageSize)),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const failure = list.error ? failureText(list.error, PickerText.loadFailed) : null;

  const choose = (rows: PickerRow[], selected: boolean) => setChosen(nextChosenRows(chosen, rows, selected, multiple, keyOf));

  const columns: TableColumnsType<PickerRow> = config.columns.map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    width: column.width,
    ellipsis: true,
    render: (value: unknown) => textOf(value),
  }));
  const chosenColumns: TableColumnsType<PickerRow> = [
    { title: config.columns.find((column) => column.dataIndex === config.displayKey)?.title ?? config.name, dataIndex: config.displayKey, render: (value: unknown) => ellipsis(textOf(value), PICKER_ELLIPSIS) },
    {
      title: '操作',
      width: 70,
      render: (_value: unknown, row) => (
        <Typography.Link onClick={() => choose([row], false)}>{PickerText.remove}</Typography.Link>
      ),
    },
  ];

  return (
    <Modal open title={`选择${config.name}`} width={width} onCancel={onCancel} onOk={() => onOk(chosen)} destroyOnHidden>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={16}>
          <BizQueryForm
            fields={config.queryConfig ?? []}
            onSearch={(values) => {
              // The same query again asks again (a retry after a failure), as upstream's searchQuery.
              if (JSON.stringify(values) === JSON.stringify(filters) && page.pageNo === 1) void list.refetch();
              setFilters(values);
              setPage((current) => ({ ...current, pageNo: 1 }));
            }}
          />
          <Table<PickerRow>
            style={{ marginTop: 12 }}
            size="small"
            rowKey={keyOf}
            columns={columns}
            dataSource={list.data?.rows ?? []}
            loading={list.isFetching}
            scroll={{ x: 'max-content', y: BIZ_TABLE_HEIGHT }}
            locale={{ emptyText: failure ?? PickerText.noData }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: chosen.map(keyOf),
              onSelect: (row, selected) => choose([row], selected),
              onSelectAll: (selected, _rows, changed) => choose(changed, selected),
            }}
            onRow={(row) => ({ onClick: () => choose([row], !chosen.some((item) => keyOf(item) === keyOf(row))) })}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total: list.data?.total ?? 0,
              pageSizeOptions: BIZ_PAGE_SIZE_OPTIONS,
              showSizeChanger: true,
              showQuickJumper: true,
              showTotal: totalText,
              onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
            }}
          />
        </Col>
        <Col xs={24} md={8}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            已选{config.name}
          </Typography.Title>
          <Table<PickerRow>
            size="small"
            data-testid="biz-picker-chosen"
            rowKey={keyOf}
            columns={chosenColumns}
            dataSource={chosen}
            pagination={false}
            scroll={{ y: BIZ_TABLE_HEIGHT }}
          />
        </Col>
      </Row>
    </Modal>
  );
}
