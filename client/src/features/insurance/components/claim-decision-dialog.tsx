// 赔付 (the amount paid, up to the amount claimed) or 拒赔 (a reason) of a claim under review.
import { App, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { runRowCall } from '../lib/run-row-call';
import { moveClaim, type InsClaim } from '../api/insurance-api';

export type ClaimDecision = 'pay' | 'reject';

interface Props {
  claim: InsClaim;
  decision: ClaimDecision;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

export function ClaimDecisionDialog({ claim, decision, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ paidAmount?: number; rejectReason?: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    // A rule not met is shown at its field.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      if (!(await runRowCall(() => moveClaim({ id: claim.id, action: decision, ...values }), message))) return;
      onClose();
      await onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`${decision === 'pay' ? '赔付' : '拒赔'}：${claim.claimNo}`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={decision === 'pay' ? { paidAmount: claim.claimAmount } : {}}>
        <ResetOnMount />
        {decision === 'pay' ? (
          <Form.Item
            name="paidAmount"
            label={`赔付金额(元)（报案金额 ${claim.claimAmount} 元）`}
            rules={[
              { required: true, message: '请输入赔付金额!' },
              { type: 'number', min: 0.01, max: claim.claimAmount, message: `赔付金额须大于0且不超过报案金额（${claim.claimAmount}元）` },
            ]}
          >
            <InputNumber style={{ width: '100%' }} precision={2} />
          </Form.Item>
        ) : (
          <Form.Item name="rejectReason" label="拒赔原因" rules={[{ required: true, whitespace: true, message: '请填写拒赔原因' }, { max: 500, message: '拒赔原因不能超过500个字符!' }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
