// 开票: one project's confirmed settlements, the invoice type and rate, its number and date; 金额, 税额 (金额 × 税率
// rounded to the cent) and 价税合计 are previewed as the server computes them. Opened from 发票's 新增, or from a
// confirmed settlement's 开票 with that settlement chosen.
import { useQuery } from '@tanstack/react-query';
import { Checkbox, DatePicker, Descriptions, Empty, Form, Input, Modal, Radio, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDictOptions } from '@/widgets/list-page';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { financeQueries, PROJECT_DICT, type Invoice, type InvoiceForm } from '../api/finance-api';
import { centsText, TAX_RATES, taxCents, toCents } from '../model/money';
import { InvoiceText } from '../model/finance-text';

interface Values {
  projectId?: string;
  settlementIds?: string[];
  invoiceType?: '1' | '2';
  taxRate?: number;
  invoiceNo?: string;
  invoiceDate?: Dayjs;
  remark?: string;
}

export interface InvoiceFormDialogProps {
  editing: Invoice | 'new';
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: InvoiceForm) => void;
  /** The project and settlements chosen already (a settlement's 开票). */
  preset?: { projectId: string; settlementIds: string[] };
}

export function InvoiceFormDialog({ saving, onCancel, onSubmit, preset }: InvoiceFormDialogProps) {
  const [form] = Form.useForm<Values>();
  const projects = useDictOptions(PROJECT_DICT);
  const projectId = Form.useWatch('projectId', form) ?? preset?.projectId;
  const chosen = Form.useWatch('settlementIds', form) ?? [];
  const rate = Form.useWatch('taxRate', form) ?? 6;
  const settlements = useQuery({ ...financeQueries.confirmedSettlements(projectId ?? ''), enabled: Boolean(projectId) });
  const amount = (settlements.data ?? []).filter((s) => chosen.includes(s.id)).reduce((total, s) => total + toCents(s.amount), 0);
  const tax = taxCents(amount, rate);
  return (
    <Modal open title="开票" width={680} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="开票" cancelText="关闭" destroyOnHidden>
      <Form<Values>
        form={form}
        name="invoice-form"
        labelCol={{ xs: { span: 24 }, sm: { span: 5 } }}
        wrapperCol={{ xs: { span: 24 }, sm: { span: 18 } }}
        initialValues={{ projectId: preset?.projectId, settlementIds: preset?.settlementIds ?? [], invoiceType: '1', taxRate: 6, invoiceDate: dayjs() }}
        onFinish={(v) =>
          onSubmit({
            settlementIds: (v.settlementIds ?? []).join(','),
            invoiceType: v.invoiceType ?? '1',
            taxRate: (v.taxRate ?? 6) as InvoiceForm['taxRate'],
            invoiceNo: (v.invoiceNo ?? '').trim(),
            invoiceDate: (v.invoiceDate as Dayjs).format('YYYY-MM-DD'),
            remark: v.remark?.trim() || null,
          })
        }
      >
        <ResetOnMount />
        <Form.Item label="客户项目" name="projectId" rules={[{ required: true, message: InvoiceText.projectRequired }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder="请选择客户项目"
            disabled={Boolean(preset)}
            options={projects.map((o) => ({ value: String(o.value), label: o.label }))}
            onChange={() => form.setFieldValue('settlementIds', [])}
          />
        </Form.Item>
        <Form.Item label="结算单" name="settlementIds" rules={[{ required: true, type: 'array', min: 1, message: InvoiceText.settlementsRequired }]}>
          {settlements.isFetching ? (
            <Spin size="small" />
          ) : (settlements.data ?? []).length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={projectId ? '该项目没有待开票的已确认结算单' : '请先选择客户项目'} style={{ margin: 0 }} />
          ) : (
            <Checkbox.Group style={{ display: 'flex', flexDirection: 'column', gap: 4 }} options={(settlements.data ?? []).map((s) => ({ value: s.id, label: `${s.settleMonth} · ${s.settleNo} · ${centsText(toCents(s.amount))} 元` }))} />
          )}
        </Form.Item>
        <Form.Item label="发票类型" name="invoiceType" rules={[{ required: true, message: InvoiceText.typeRequired }]}>
          <Radio.Group options={[{ value: '1', label: '增值税专用发票' }, { value: '2', label: '增值税普通发票' }]} />
        </Form.Item>
        <Form.Item label="税率" name="taxRate" rules={[{ required: true, message: InvoiceText.rateRequired }]}>
          <Select options={TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="发票号码" name="invoiceNo" rules={[{ required: true, whitespace: true, message: InvoiceText.numberRequired }, { pattern: /^(\d{8}|\d{20})$/, message: InvoiceText.numberPattern }]}>
          <Input placeholder="8位发票号码，数电票为20位" maxLength={20} />
        </Form.Item>
        <Form.Item label="开票日期" name="invoiceDate" rules={[{ required: true, message: InvoiceText.dateRequired }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item label="备注" name="remark" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }} data-testid="invoice-preview">
          <Descriptions.Item label="金额">{centsText(amount)}</Descriptions.Item>
          <Descriptions.Item label="税额">{centsText(tax)}</Descriptions.Item>
          <Descriptions.Item label="价税合计">{centsText(amount + tax)}</Descriptions.Item>
        </Descriptions>
      </Form>
    </Modal>
  );
}
