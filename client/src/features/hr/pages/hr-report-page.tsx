// /hrm/report (menu component hrm/report/HrReport): 人事报表 — one year's headcount by department and employment
// type, monthly hires and leavers with the turnover rate, and contract expiries by month; each a chart with its table,
// the whole report exported as one workbook.
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Col, DatePicker, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useState } from 'react';
import { Access } from '@/widgets/access';
import { EChart } from '@/widgets/charts';
import { exportHrReport, hrReportQuery, type HrReport } from '../api/report-api';
import { ReportSection } from '../components/report-section';
import { ExpiryTable, FlowTable, HeadcountTable } from '../components/report-tables';
import {
  expiryChartOption,
  flowChartOption,
  headcountChartHeight,
  headcountChartOption,
  monthLabel,
  MONTH_CHART_HEIGHT,
  reportFigures,
} from '../model/report-charts';

const FIRST_YEAR = 2000;

export function HrReportPage() {
  const [year, setYear] = useState(() => dayjs().year());
  const { data: report, isPending, isError, isFetching, refetch } = useQuery({ ...hrReportQuery(year), placeholderData: keepPreviousData });
  const outOfRange = (day: Dayjs) => day.year() > dayjs().year() || day.year() < FIRST_YEAR;

  return (
    <Flex vertical gap={16} data-testid="hr-report-page">
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between">
          <Flex wrap gap={12} align="center">
            <span>统计年份</span>
            <DatePicker
              picker="year"
              allowClear={false}
              value={dayjs(`${year}-01-01`)}
              disabledDate={outOfRange}
              onChange={(value) => value && setYear(value.year())}
              aria-label="统计年份"
              data-testid="report-year"
              style={{ width: 120 }}
            />
            {report && <Typography.Text type="secondary">统计日期 {report.asOf}（在职人数按统计日期计）</Typography.Text>}
          </Flex>
          <Access require="hrm:report:export">
            <ReportExportButton year={year} />
          </Access>
        </Flex>
      </Card>
      {isPending ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : isError || !report ? (
        <Card>
          <Empty description="数据加载失败">
            <Button onClick={() => void refetch()}>重试</Button>
          </Empty>
        </Card>
      ) : (
        // Dimmed while another year loads; the body itself renders again only when the figures change (a refetch that
        // brings the same figures keeps the same object, so the charts are not redrawn).
        <div style={{ opacity: isFetching && report.year !== year ? 0.6 : 1, transition: 'opacity .2s' }} aria-busy={isFetching}>
          <ReportBody report={report} />
        </div>
      )}
    </Flex>
  );
}

function ReportExportButton({ year }: { year: number }) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    const refusal = await exportHrReport(year).catch(() => null);
    setExporting(false);
    if (refusal) message.warning(refusal);
  };
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
      导出
    </Button>
  );
}

const ReportBody = memo(function ReportBody({ report }: { report: HrReport }) {
  const flowText = report.flow.months.map((m) => `${monthLabel(m.month)}入职${m.hires}人离职${m.leavers}人离职率${m.turnoverRate}%`).join('，');
  const expiryText = report.expiries.months.map((m) => `${monthLabel(m.month)}到期${m.expiring}份未续签${m.pending}份`).join('，');
  const headcountHeight = headcountChartHeight(report.headcount.rows.length);
  const headcountText = report.headcount.rows.map((row) => `${row.departName}${row.total}人`).join('，');
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]} data-testid="report-figures">
        {reportFigures(report).map((figure) => (
          <Col key={figure.key} xs={figure.key === 'headcount' ? 24 : 12} md={8} xl={{ flex: '20%' }}>
            <Card size="small" data-testid={`figure-${figure.key}`}>
              <Statistic title={figure.title} value={figure.value} suffix={figure.suffix} precision={figure.suffix ? 2 : 0} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {figure.note}
              </Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <ReportSection
        title="人员构成（按部门与用工类型）"
        testId="report-headcount"
        height={headcountHeight}
        chart={() => <EChart option={headcountChartOption(report)} height={headcountHeight} label={`在职人数：${headcountText}`} testId="headcount-chart" />}
        table={() => <HeadcountTable report={report} height={headcountHeight} />}
      />
      <ReportSection
        title={`入离职分析（${report.year}年）`}
        testId="report-flow"
        height={MONTH_CHART_HEIGHT}
        chart={() => <EChart option={flowChartOption(report)} height={MONTH_CHART_HEIGHT} label={`入离职：${flowText}`} testId="flow-chart" />}
        table={() => <FlowTable report={report} />}
      />
      <ReportSection
        title={`合同到期（${report.year}年）`}
        testId="report-expiries"
        height={MONTH_CHART_HEIGHT}
        chart={() => <EChart option={expiryChartOption(report)} height={MONTH_CHART_HEIGHT} label={`合同到期：${expiryText}`} testId="expiry-chart" />}
        table={() => <ExpiryTable report={report} />}
      />
    </Flex>
  );
});
