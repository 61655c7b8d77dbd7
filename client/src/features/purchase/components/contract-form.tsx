// 采购合同's add / edit dialog: the order it is signed for (fixed once the contract exists, or when made from the
// order's row), the contract's fields, and its payment schedule (stages, due dates, amounts, paid), whose total must
// be the contract's amount (the order's when left empty).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, InputNumber, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { initialValuesOf, ResourceFormFields, type ResourceFormProps } from '@/widgets/resource';
import { orderById, unsignedOrders, type Contract, type Payment } from '../api/purchase-api';
import { contractResource } from '../model/contract-resource';
import { OriginSelect } from './origin-select';

type PaymentRow = { stage?: string; dueDate?: Dayjs | null; amount?: number | null; paid?: '0' | '1' | null };
export type ContractValues = Record<string, unknown> & { id?: string; orderId?: string; amount?: number | null };

const STAGES = ['预付款', '到货款', '验收款', '质保金', '尾款', '全款'].map((value) => ({ value, label: value }));

const toRows = (payments: Payment[] | undefined): PaymentRow[] =>
  (payments ?? []).map((p) => ({ stage: p.stage, dueDate: p.dueDate ? dayjs(p.dueDate) : null, amount: p.amount, paid: p.paid ?? '0' }));

const toPayments = (rows: PaymentRow[] | undefined): Payment[] =>
  (rows ?? []).map((p) => ({ stage: p.stage ?? '', dueDate: p.dueDate ? p.dueDate.format('YYYY-MM-DD') : null, amount: Number(p.amount ?? 0), paid: p.paid ?? '0' }));

const total = (rows: PaymentRow[] | undefined) => Math.round((rows ?? []).reduce((sum, p) => sum + Number(p.amount ?? 0), 0) * 100) / 100;

export function ContractForm({ editing, saving, onCancel, onSubmit, orderId }: ResourceFormProps<Contract, ContractValues> & { orderId?: string }) {
  const [form] = Form.useForm<ContractValues>();
  const row = editing === 'new' ? null : editing;
  const mode = row ? 'edit' : 'add';

  // The payments must add up to the amount: the form's, else the row's, else the order's.
  const paymentsRule = {
    validator: async (_: unknown, rows: PaymentRow[] | undefined) => {
      if (!rows?.length) return;
      const chosen = form.getFieldValue('orderId') as string | undefined;
      const amount = (form.getFieldValue('amount') as number | null | undefined) ?? row?.amount ?? (chosen ? (await orderById(chosen))?.amount : undefined);
      if (amount !== undefined && total(rows) !== Math.round(amount * 100) / 100) throw new Error(`付款计划合计（${total(rows)}元）与合同金额（${amount}元）不一致`);
    },
  };

  return (
    <Modal open title={row ? '编辑采购合同' : '签订采购合同'} width={860} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" destroyOnHidden>
      <Form
        form={form}
        name="pur-contract-form"
        initialValues={{ ...initialValuesOf(contractResource, mode, row), orderId: row?.orderId ?? orderId, payments: toRows(row?.payments) }}
        // A schedule refused once is checked again as it changes, so its message goes as soon as it adds up.
        onValuesChange={(changed) => {
          if (('payments' in changed || 'amount' in changed) && form.getFieldError(['payments']).length) void form.validateFields([['payments']]).catch(() => undefined);
        }}
        onFinish={(values) => onSubmit({ ...values, payments: toPayments(values.payments as PaymentRow[] | undefined), ...(row ? { id: row.id, orderId: row.orderId } : {}) })}
      >
        <ResetOnMount />
        <Form.Item label="来源订单" name="orderId" labelCol={{ xs: { span: 24 }, sm: { span: 4 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 19 } }} rules={[{ required: true, message: '请选择采购订单!' }]}>
          <OriginSelect kind="orders" load={unsignedOrders} disabled={Boolean(row) || Boolean(orderId)} placeholder="选择未签合同的采购订单" current={row ? { value: row.orderId, label: `${row.orderNo ?? ''}（${row.supplierName ?? ''}）` } : undefined} />
        </Form.Item>
        <ResourceFormFields resource={contractResource} mode={mode} id={row?.id} row={row} />
        <Typography.Text strong>付款计划</Typography.Text>
        <Form.List name="payments" rules={[paymentsRule]}>
          {(items, { add, remove }, { errors }) => (
            <div data-testid="payment-schedule" style={{ marginTop: 8 }}>
              {items.map(({ key, name }) => (
                <Space key={key} wrap align="baseline" style={{ display: 'flex', marginBottom: 4 }}>
                  <Form.Item name={[name, 'stage']} rules={[{ required: true, message: '请选择付款阶段!' }]} style={{ marginBottom: 4 }}>
                    <Select options={STAGES} placeholder="付款阶段" style={{ width: 110 }} aria-label="付款阶段" />
                  </Form.Item>
                  <Form.Item name={[name, 'dueDate']} style={{ marginBottom: 4 }}>
                    <DatePicker placeholder="计划付款日期" aria-label="计划付款日期" />
                  </Form.Item>
                  <Form.Item name={[name, 'amount']} rules={[{ required: true, message: '请输入金额!' }]} style={{ marginBottom: 4 }}>
                    <InputNumber min={0.01} precision={2} placeholder="金额(元)" style={{ width: 140 }} aria-label="付款金额" />
                  </Form.Item>
                  <Form.Item name={[name, 'paid']} initialValue="0" style={{ marginBottom: 4 }}>
                    <Select options={[{ value: '0', label: '未付' }, { value: '1', label: '已付' }]} style={{ width: 80 }} aria-label="是否已付" />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除该期" onClick={() => remove(name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ paid: '0' })}>
                添加一期
              </Button>
              <Typography.Text type="danger" role="alert">
                <Form.ErrorList errors={errors} />
              </Typography.Text>
              <Form.Item noStyle shouldUpdate>
                {() => (
                  <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
                    合计 {total(form.getFieldValue('payments') as PaymentRow[])} 元；不填则按合同金额一次付清。
                  </Typography.Paragraph>
                )}
              </Form.Item>
            </div>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
