// The decision on one request: approving sets the actual date (the application's to start with) and may add an
// opinion; refusing needs the reason. Closed on success; a refusal by the server keeps it open with what was typed.
import { App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { approve } from '../api/lifecycle-api';
import type { ReviewSpec } from '../model/review-specs';

const DATE = 'YYYY-MM-DD';

interface ReviewDialogProps {
  spec: ReviewSpec;
  row: { id: string; name: string } & Record<string, unknown>;
  passing: boolean;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

interface ReviewValues {
  date?: Dayjs | null;
  opinion?: string;
}

export function ReviewDialog({ spec, row, passing, onClose, onDone }: ReviewDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReviewValues>();
  const [saving, setSaving] = useState(false);
  const start = row[spec.dateField];
  const submit = async (values: ReviewValues) => {
    setSaving(true);
    try {
      const text = await approve(spec.kind, {
        id: row.id,
        result: passing ? '1' : '2',
        opinion: values.opinion?.trim() || null,
        ...(passing && values.date ? { date: values.date.format(DATE) } : {}),
      });
      message.success(text || '操作成功');
      onClose();
      await onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`${passing ? spec.pass : spec.reject}：${row.name}`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" name={`${spec.kind}-review`} initialValues={{ date: typeof start === 'string' && start ? dayjs(start, DATE) : null }} onFinish={(values) => void submit(values)}>
        {passing && (
          <Form.Item name="date" label={spec.dateLabel} rules={[{ required: true, message: `请选择${spec.dateLabel}!` }]}>
            <DatePicker style={{ width: '100%' }} aria-label={spec.dateLabel} />
          </Form.Item>
        )}
        <Form.Item
          name="opinion"
          label={passing ? '审批意见' : spec.reasonLabel}
          rules={[...(passing ? [] : [{ required: true, whitespace: true, message: `请输入${spec.reasonLabel}!` }]), { max: 500, message: '最多输入500个字符' }]}
        >
          <Input.TextArea rows={3} aria-label={passing ? '审批意见' : spec.reasonLabel} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
