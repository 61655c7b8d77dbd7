// 登记回款: an invoice not yet fully paid, the amount (at most what is still owed: filled with it), the day and the way
// it came. Opened from 回款's 登记回款 or an invoice's row with that invoice chosen.
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { financeQueries, type Invoice, type Payment, type PaymentForm } from '../api/finance-api';
import { centsText, toCents } from '../model/money';
import { PaymentText } from '../model/finance-text';

interface Values {
  invoiceId?: string;
  amount?: number | null;
  payDate?: Dayjs;
  payMethod?: '1' | '2';
  remark?: string;
}

export interface PaymentFormDialogProps {
  editing: Payment | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: PaymentForm) => void;
  /** The invoice chosen already (an invoice's 登记回款). */
  invoice?: Invoice;
}

const owedCents = (invoice: Pick<Invoice, 'totalAmount' | 'receivedAmount'>) => toCents(invoice.totalAmount) - toCents(invoice.receivedAmount);

export function PaymentFormDialog({ saving, onCancel, onSubmit, invoice }: PaymentFormDialogProps) {
  const [form] = Form.useForm<Values>();
  const open = useQuery({ ...financeQueries.outstandingInvoices(), enabled: !invoice });
  const invoices = invoice ? [invoice] : (open.data ?? []);
  const invoiceId = Form.useWatch('invoiceId', form) ?? invoice?.id;
  const chosen = invoices.find((i) => i.id === invoiceId);
  const owed = chosen ? owedCents(chosen) : 0;
  return (
    <Modal open title="登记回款" width={600} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="确定" cancelText="关闭" destroyOnHidden>
      <Form<Values>
        form={form}
        name="payment-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }}
        initialValues={{ invoiceId: invoice?.id, amount: invoice ? owedCents(invoice) / 100 : null, payDate: dayjs(), payMethod: '1' }}
        onFinish={(v) => onSubmit({ invoiceId: v.invoiceId ?? '', amount: v.amount ?? 0, payDate: (v.payDate as Dayjs).format('YYYY-MM-DD'), payMethod: v.payMethod ?? '1', remark: v.remark?.trim() || null })}
      >
        <ResetOnMount />
        <Form.Item label="发票" name="invoiceId" rules={[{ required: true, message: PaymentText.invoiceRequired }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="输入发票号码或项目搜索"
            disabled={Boolean(invoice)}
            loading={open.isFetching}
            options={invoices.map((i) => ({ value: i.id, label: `${i.invoiceNo} · ${i.projectId_dictText ?? i.customerName}` }))}
            onChange={(id: string) => {
              const picked = invoices.find((i) => i.id === id);
              if (picked) form.setFieldValue('amount', owedCents(picked) / 100);
            }}
          />
        </Form.Item>
        {chosen && (
          <Form.Item label="未回款">
            <Typography.Text data-testid="payment-owed">
              {centsText(owed)} 元（价税合计 {centsText(toCents(chosen.totalAmount))} 元，已回款 {centsText(toCents(chosen.receivedAmount))} 元）
            </Typography.Text>
          </Form.Item>
        )}
        <Form.Item
          label="回款金额"
          name="amount"
          dependencies={['invoiceId']}
          rules={[
            { required: true, message: PaymentText.amountRequired },
            { validator: async (_rule, value: number | null) => { if (chosen && typeof value === 'number' && toCents(value) > owed) throw new Error(PaymentText.amountTooLarge(centsText(owed))); } },
          ]}
        >
          <InputNumber min={0.01} precision={2} step={1000} style={{ width: '100%' }} suffix="元" />
        </Form.Item>
        <Form.Item label="回款日期" name="payDate" rules={[{ required: true, message: PaymentText.dateRequired }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item label="回款方式" name="payMethod" rules={[{ required: true, message: PaymentText.methodRequired }]}>
          <Radio.Group options={[{ value: '1', label: '银行转账' }, { value: '2', label: '银行承兑汇票' }]} />
        </Form.Item>
        <Form.Item label="备注" name="remark" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
