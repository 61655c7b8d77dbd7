// 作废发票: the reason is required (it stays on the invoice); the settlements go back to 已确认.
import { Form, Input, Modal, Typography } from 'antd';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import type { Invoice } from '../api/finance-api';
import { InvoiceText } from '../model/finance-text';

export interface VoidInvoiceDialogProps {
  invoice: Invoice;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

export function VoidInvoiceDialog({ invoice, saving, onCancel, onSubmit }: VoidInvoiceDialogProps) {
  const [form] = Form.useForm<{ voidReason?: string }>();
  return (
    <Modal open title={InvoiceText.voidTitle} width={520} confirmLoading={saving} onCancel={onCancel} onOk={() => form.submit()} okText="作废" okButtonProps={{ danger: true }} cancelText="关闭" destroyOnHidden>
      <Typography.Paragraph>
        发票 {invoice.invoiceNo}（{invoice.projectId_dictText ?? invoice.customerName}）作废后，其结算单回到“已确认”，可重新开票。
      </Typography.Paragraph>
      <Form form={form} name="void-invoice" layout="vertical" onFinish={(v) => onSubmit((v.voidReason ?? '').trim())}>
        <ResetOnMount />
        <Form.Item label="作废原因" name="voidReason" rules={[{ required: true, whitespace: true, message: InvoiceText.voidReasonRequired }, { max: 200 }]}>
          <Input.TextArea rows={3} placeholder="如：购买方税号填写错误，需重开" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
