// 新增 / 编辑 a settlement: the customer project, the month, headcount × monthly unit price, overtime, other fees and
// deductions; the amount to bill is previewed as the server computes it (in cents). Only drafts reach this form.
import { DatePicker, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ResourceFormProps } from '@/widgets/resource';
import { useDictOptions } from '@/widgets/list-page';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { PROJECT_DICT, type Settlement, type SettlementForm as Form_ } from '../api/finance-api';
import { centsText, settlementCents } from '../model/money';
import { SettlementText } from '../model/finance-text';

interface Values {
  projectId?: string;
  settleMonth?: Dayjs;
  headcount?: number | null;
  unitPrice?: number | null;
  overtimeAmount?: number | null;
  otherAmount?: number | null;
  deductAmount?: number | null;
  remark?: string;
}

const money = { min: 0, precision: 2, step: 100, style: { width: '100%' } } as const;

export function SettlementFormDialog({ editing, saving, onCancel, onSubmit }: ResourceFormProps<Settlement, Form_>) {
  const [form] = Form.useForm<Values>();
  const projects = useDictOptions(PROJECT_DICT);
  const current = editing === 'new' ? null : editing;
  const values = Form.useWatch([], form) as Values | undefined;
  const cents = settlementCents(values ?? {});
  const initial: Values = current
    ? { ...current, settleMonth: dayjs(`${current.settleMonth}-01`), remark: current.remark ?? '' }
    : { settleMonth: dayjs().subtract(1, 'month').startOf('month'), overtimeAmount: 0, otherAmount: 0, deductAmount: 0 };
  return (
    <Modal open title={current ? '编辑结算单' : '新增结算单'} width={640} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" destroyOnHidden>
      <Form<Values>
        form={form}
        name="settlement-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 6 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}
        initialValues={initial}
        onFinish={(v) =>
          onSubmit({
            ...(current ? { id: current.id } : {}),
            projectId: v.projectId ?? '',
            settleMonth: (v.settleMonth as Dayjs).format('YYYY-MM'),
            headcount: v.headcount ?? 0,
            unitPrice: v.unitPrice ?? 0,
            overtimeAmount: v.overtimeAmount ?? 0,
            otherAmount: v.otherAmount ?? 0,
            deductAmount: v.deductAmount ?? 0,
            remark: v.remark?.trim() || null,
          })
        }
      >
        <ResetOnMount />
        <Form.Item label="客户项目" name="projectId" rules={[{ required: true, message: SettlementText.projectRequired }]}>
          <Select showSearch optionFilterProp="label" placeholder="请选择客户项目" options={projects.map((o) => ({ value: String(o.value), label: o.label }))} />
        </Form.Item>
        <Form.Item label="结算月份" name="settleMonth" rules={[{ required: true, message: SettlementText.monthRequired }]}>
          <DatePicker picker="month" style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'month')} />
        </Form.Item>
        <Form.Item label="结算人数" name="headcount" rules={[{ required: true, message: SettlementText.headcountRequired }]}>
          <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} suffix="人" />
        </Form.Item>
        <Form.Item label="人月单价" name="unitPrice" rules={[{ required: true, message: SettlementText.unitPriceRequired }]}>
          <InputNumber {...money} suffix="元" />
        </Form.Item>
        <Form.Item label="加班费" name="overtimeAmount">
          <InputNumber {...money} suffix="元" />
        </Form.Item>
        <Form.Item label="其他费用" name="otherAmount">
          <InputNumber {...money} suffix="元" />
        </Form.Item>
        <Form.Item label="扣款" name="deductAmount" dependencies={['headcount', 'unitPrice', 'overtimeAmount', 'otherAmount']} rules={[{ validator: async () => { if (settlementCents(form.getFieldsValue()) < 0) throw new Error(SettlementText.deductTooLarge); } }]}>
          <InputNumber {...money} suffix="元" />
        </Form.Item>
        <Form.Item label="结算金额">
          <Typography.Text strong data-testid="settlement-amount-preview">
            {centsText(Math.max(0, cents))} 元
          </Typography.Text>
        </Form.Item>
        <Form.Item label="备注" name="remark" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
