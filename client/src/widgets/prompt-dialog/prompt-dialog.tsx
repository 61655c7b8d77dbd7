import { Form, Input, Modal, type FormRule } from 'antd';
import { useState } from 'react';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  /** The input's label (and accessible name). */
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  /** The caller's rules, checked before OK (001 §2). */
  rules?: FormRule[];
  /** Receives the value once the rules pass; a rejected promise keeps the dialog open. */
  onOk: (value: string) => void | Promise<void>;
  onCancel: () => void;
}

/** The generic prompt dialog of 001 §2: one input, checked against the caller's rules before OK. */
export function PromptDialog({ open, title, label, placeholder, defaultValue, rules, onOk, onCancel }: PromptDialogProps) {
  const [form] = Form.useForm<{ value: string }>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    let value: string;
    try {
      ({ value } = await form.validateFields());
    } catch {
      return;
    }
    setBusy(true);
    try {
      await onOk(value ?? '');
    } catch {
      // The caller reported it; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={title} onOk={() => void confirm()} onCancel={onCancel} confirmLoading={busy} destroyOnHidden forceRender>
      <Form form={form} layout="vertical" initialValues={{ value: defaultValue }} preserve={false} onFinish={() => void confirm()}>
        <Form.Item name="value" label={label} rules={rules} style={{ marginBottom: 0 }}>
          <Input placeholder={placeholder} aria-label={label ?? title} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
