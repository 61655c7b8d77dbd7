// /online/cgreport/{id} (menu component modules/online/cgreport/auto/OnlCgreportAutoList): a report's data —
// its parameters (from the address, else their defaults), the query form, the table with paging, sort,
// dictionary texts and link columns, 导出, and a chart view of the same rows.
import { BarChartOutlined, DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Result, Row, Segmented, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { reportRuntimeQueries, exportReport, type ReportParamInfo, type ReportRequest, type ReportView } from '../api/report-runtime-api';
import { ReportChartView } from '../components/report-chart-view';
import { ReportQueryForm } from '../components/report-query-form';
import { cellTextOf } from '../model/report-dict';
import { hrefOf, type HrefRow } from '../model/report-href';
import { reportIdOf } from '../model/report-id';
import { selfParamsOf } from '../model/report-query';
import { LINK_REFUSED_MESSAGE, linkTarget } from '@/shared/lib/link-target';
import { totalText } from '@/shared/lib/list-total-text';

type ReportRow = ReportView['data']['records'][number];

export function ReportPage({ route }: { route: { path: string } }) {
  const location = useLocation();
  // The generic hidden route (/online/cgreport/:id) names no report: the address does, as it was when the page opened.
  const [id] = useState(() => reportIdOf(route.path.includes('/:') ? location.pathname : route.path));
  const setup = useQuery({ ...reportRuntimeQueries.setup(id), enabled: Boolean(id) });
  if (!id || setup.isError) {
    const reason = setup.error instanceof Error ? setup.error.message : '菜单地址中没有报表ID';
    return <Result status="warning" title="报表加载失败" subTitle={reason} data-testid="report-failed" />;
  }
  if (!setup.data) return <Card loading data-testid="report-loading" />;
  return <ReportScreen key={id} id={id} params={setup.data.params} queryInfo={setup.data.queryInfo} />;
}

/** The parameters' first values: from the address (?year=2025, as upstream's report links), else the defaults. */
function initialParamValues(params: ReportParamInfo[], search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(params.map((param) => [param.paramName, search.get(param.paramName) ?? param.paramValue]));
}

interface ReportScreenProps {
  id: string;
  params: ReportParamInfo[];
  queryInfo: Parameters<typeof ReportQueryForm>[0]['fields'];
}

function ReportScreen({ id, params, queryInfo }: ReportScreenProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const [paramForm] = Form.useForm<Record<string, string>>();
  const [paramValues, setParamValues] = useState(() => initialParamValues(params, search));
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const [view, setView] = useState<'table' | 'chart'>('table');
  const [exporting, setExporting] = useState(false);

  const request: ReportRequest = { ...page, ...sort, filters: { ...filters, ...selfParamsOf(paramValues) } };
  const data = useQuery({ ...reportRuntimeQueries.data(id, request), placeholderData: keepPreviousData });
  const report = data.data;
  const dictOptions = report?.dictOptions ?? {};
  const textOf = (field: string, value: unknown) => cellTextOf(dictOptions, field, value);

  const openHref = (template: string, row: ReportRow) => {
    const target = linkTarget(hrefOf(template, row as HrefRow));
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'app') void navigate(target.path);
    else void message.warning(LINK_REFUSED_MESSAGE);
  };

  const hrefs = new Map((report?.fieldHrefSlots ?? []).map((slot) => [slot.field, slot.href]));
  const columns: TableProps<ReportRow>['columns'] = (report?.columns ?? []).map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    key: column.dataIndex,
    align: column.align,
    sorter: column.sorter === 'true',
    sortOrder: sort.column === column.dataIndex ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    ellipsis: true,
    width: 160,
    render: (value: unknown, row: ReportRow) => {
      const text = textOf(column.dataIndex, value);
      const href = hrefs.get(column.dataIndex);
      return href ? <a onClick={() => openHref(href, row)}>{text}</a> : text;
    },
  }));

  const onTableChange: TableProps<ReportRow>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = single?.order ? String(single.field) : undefined;
    setSort(column ? { column, order: single?.order === 'ascend' ? 'asc' : 'desc' } : {});
    setPage({ pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
  };

  const runExport = async () => {
    setExporting(true);
    try {
      await exportReport(id, report?.cgreportHeadName ?? '报表', { ...request.filters, ...(sort.column ? { column: sort.column, order: sort.order ?? 'asc' } : {}) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card title={report?.cgreportHeadName} data-testid="report-page">
      {params.length > 0 ? (
        <Form
          form={paramForm}
          layout="inline"
          initialValues={paramValues}
          onFinish={(values) => {
            setParamValues(Object.fromEntries(params.map((param) => [param.paramName, values[param.paramName] ?? ''])));
            setPage({ ...page, pageNo: 1 });
          }}
          data-testid="report-params"
          style={{ marginBottom: 16, rowGap: 12 }}
        >
          <Row gutter={[16, 12]} style={{ width: '100%' }}>
            {params.map((param) => (
              <Col key={param.paramName} xs={24} sm={12} md={8} xl={6}>
                <Form.Item name={param.paramName} label={param.paramTxt} style={{ width: '100%', marginInlineEnd: 0 }}>
                  <Input allowClear placeholder={`请输入${param.paramTxt}`} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} sm={12} md={8} xl={6}>
              <Button type="primary" htmlType="submit">
                应用参数
              </Button>
            </Col>
          </Row>
        </Form>
      ) : null}
      <ReportQueryForm
        fields={queryInfo}
        dictOptions={dictOptions}
        onSearch={(next) => {
          setFilters(next);
          setPage({ ...page, pageNo: 1 });
        }}
      />
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => void runExport()}>
          导出
        </Button>
        <Segmented<'table' | 'chart'>
          aria-label="视图"
          value={view}
          onChange={(value) => setView(value)}
          options={[
            { value: 'table', label: '表格', icon: <TableOutlined /> },
            { value: 'chart', label: '图表', icon: <BarChartOutlined /> },
          ]}
        />
      </Space>
      {view === 'chart' ? (
        <ReportChartView reportId={id} request={request} name={report?.cgreportHeadName ?? '报表'} textOf={textOf} />
      ) : (
        <Table<ReportRow>
          size="middle"
          bordered
          rowKey={(row) => String(row['id'] ?? JSON.stringify(row))}
          columns={columns}
          dataSource={report?.data.records ?? []}
          loading={data.isFetching}
          scroll={{ x: 'max-content' }}
          onChange={onTableChange}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: report?.data.total ?? 0,
            pageSizeOptions: ['10', '20', '30'],
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: totalText,
          }}
          data-testid="report-table"
        />
      )}
    </Card>
  );
}
