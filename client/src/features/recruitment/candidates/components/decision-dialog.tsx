// One decision on a candidate (录用, 淘汰): the kit's editors and rules for the dialog's fields, the server's answer
// said on success. Closed on success; a refusal by the server keeps it open with what was typed.
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { FieldInput, formRulesOf, type AnyField } from '@/widgets/resource';

interface DecisionDialogProps {
  title: string;
  /** The form's name (its items' ids) and test id. */
  name: string;
  fields: readonly AnyField[];
  initialValues?: Record<string, unknown>;
  /** Makes the request; resolves with the server's message. */
  submit: (values: Record<string, unknown>) => Promise<string>;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

// No field here is checked against the backend's duplicates.
const NO_DUPLICATE_CHECK = async () => null;

export function DecisionDialog({ title, name, fields, initialValues, submit, onClose, onDone }: DecisionDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const finish = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      message.success((await submit(values)) || '操作成功');
      onClose();
      await onDone();
    } catch {
      // The HTTP layer has shown the server's message; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={title} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden data-testid={`${name}-dialog`}>
      <Form form={form} layout="vertical" name={name} initialValues={initialValues} onFinish={(values) => void finish(values)}>
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} validateFirst rules={formRulesOf(field, undefined, NO_DUPLICATE_CHECK)}>
            <FieldInput field={field} onFill={(values) => form.setFieldsValue(values)} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
