// A payslip read as its employee reads it: the month's attendance, each pay item (deductions marked), 应发, the
// employee's social insurance and housing fund, the tax with its cumulative figures (累计预扣法), 实发, and the
// employer's contributions and cost beside it.
import { Descriptions, Drawer, Grid, Table, Tag, Typography } from 'antd';
import { formatMoney } from '@/shared/lib/format-number';
import type { Payslip } from '../api/payroll-api';

const money = (value: number | null | undefined) => formatMoney(value ?? 0);

export function PayslipDrawer({ payslip, onClose }: { payslip: Payslip | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const columns = screens.sm ? 2 : 1;
  return (
    <Drawer open={payslip !== null} onClose={onClose} title={payslip ? `${payslip.month} 工资条 — ${payslip.name}（${payslip.workNo}）` : '工资条'} size={screens.md ? 720 : '100%'} destroyOnHidden data-testid="payslip-drawer">
      {payslip && (
        <>
          <Descriptions size="small" column={columns} bordered>
            <Descriptions.Item label="薪资组">{payslip.groupId_dictText}</Descriptions.Item>
            <Descriptions.Item label="部门">{payslip.departId_dictText || '-'}</Descriptions.Item>
            <Descriptions.Item label="出勤">{`${payslip.attendanceDays} / ${payslip.workDays} 天`}</Descriptions.Item>
            <Descriptions.Item label="加班">{`${payslip.overtimeHours ?? 0} 小时`}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            薪资项目
          </Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="name"
            dataSource={payslip.lines}
            columns={[
              { title: '项目', dataIndex: 'name', render: (name: string, line) => (line.itemType === '2' ? <>{name} <Tag color="orange">扣款</Tag></> : line.taxable === '0' ? <>{name} <Tag>不计税</Tag></> : name) },
              { title: '金额(元)', dataIndex: 'amount', align: 'right', render: (value: number, line) => (line.itemType === '2' && value > 0 ? `-${money(value)}` : money(value)) },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <b>应发工资</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <b data-testid="payslip-gross">{money(payslip.grossPay)}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            扣除与个税
          </Typography.Title>
          <Descriptions size="small" column={columns} bordered>
            <Descriptions.Item label="养老保险">{money(payslip.pensionPersonal)}</Descriptions.Item>
            <Descriptions.Item label="医疗保险">{money(payslip.medicalPersonal)}</Descriptions.Item>
            <Descriptions.Item label="失业保险">{money(payslip.unemploymentPersonal)}</Descriptions.Item>
            <Descriptions.Item label="住房公积金">{money(payslip.housingPersonal)}</Descriptions.Item>
            <Descriptions.Item label="专项附加扣除">{money(payslip.specialDeduction)}</Descriptions.Item>
            <Descriptions.Item label="累计应纳税所得额">{money(payslip.cumTaxableIncome)}</Descriptions.Item>
            <Descriptions.Item label="预扣率 / 速算扣除数">{`${payslip.taxRate ?? 0}% / ${money(payslip.quickDeduction)}`}</Descriptions.Item>
            <Descriptions.Item label="累计已预缴">{money(payslip.cumPrepaidTax)}</Descriptions.Item>
            <Descriptions.Item label="本月个税">{money(payslip.tax)}</Descriptions.Item>
            <Descriptions.Item label="实发工资">
              <Typography.Text strong data-testid="payslip-net">
                {money(payslip.netPay)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            单位成本
          </Typography.Title>
          <Descriptions size="small" column={columns} bordered>
            <Descriptions.Item label="单位社保公积金">{money(payslip.insuranceCompany)}</Descriptions.Item>
            <Descriptions.Item label="用工成本">{money(payslip.companyCost)}</Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Drawer>
  );
}
