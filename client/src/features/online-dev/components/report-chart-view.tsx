// The chart view of a report: every row of the current query as a bar, line or pie chart; the user picks the
// x field and the value fields (a pie takes the first).
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Row, Segmented, Select, Spin } from 'antd';
import { useState } from 'react';
import { EChart } from '@/widgets/charts';
import { reportRuntimeQueries, type ReportRequest } from '../api/report-runtime-api';
import { chartOptionOf, numericFields, type ChartKind, type ChartRecord } from '../model/report-chart';

const KINDS: Array<{ value: ChartKind; label: string }> = [
  { value: 'bar', label: '柱状图' },
  { value: 'line', label: '折线图' },
  { value: 'pie', label: '饼图' },
];

interface ReportChartViewProps {
  reportId: string;
  request: ReportRequest;
  name: string;
  textOf: (field: string, value: unknown) => string;
}

export function ReportChartView({ reportId, request, name, textOf }: ReportChartViewProps) {
  const all = useQuery(reportRuntimeQueries.data(reportId, { ...request, pageNo: 1, pageSize: -521 }));
  const [kind, setKind] = useState<ChartKind>('bar');
  const [xChoice, setXField] = useState<string>();
  const [valueChoice, setValueFields] = useState<string[]>();
  if (!all.data) return all.isError ? <Alert type="error" showIcon message="图表数据加载失败" /> : <Spin />;
  const { columns, data } = all.data;
  const records = data.records as ChartRecord[];
  const fields = columns.map((column) => column.dataIndex);
  const numeric = numericFields(records, fields);
  const titles = Object.fromEntries(columns.map((column) => [column.dataIndex, column.title]));
  const xField = xChoice ?? fields.find((field) => !numeric.includes(field)) ?? fields[0] ?? '';
  const valueFields = valueChoice ?? numeric.slice(0, 1);
  const options = (list: string[]) => list.map((field) => ({ value: field, label: titles[field] ?? field }));
  return (
    <div data-testid="report-chart-view">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="图表类型">
              <Segmented options={KINDS} value={kind} onChange={(value) => setKind(value)} block />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="X轴字段">
              <Select aria-label="X轴字段" value={xField} options={options(fields)} onChange={setXField} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="数值字段">
              <Select aria-label="数值字段" mode="multiple" value={valueFields} options={options(numeric)} onChange={setValueFields} placeholder="请选择数值字段" maxTagCount="responsive" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {valueFields.length === 0 ? (
        <Alert type="info" showIcon message="请选择至少一个数值字段" />
      ) : (
        <EChart label={`${name}图表`} testId="report-chart" height={400} option={chartOptionOf(records, { kind, xField, valueFields, titles, textOf })} />
      )}
    </div>
  );
}
