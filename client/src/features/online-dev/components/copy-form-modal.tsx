// 复制表单: a copy of the definition under a new table name (empty: <table>_copy<n>), not yet synchronised.
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { copyDefinition, type OnlineHead } from '../api/cgform-design-api';
import { tableNameProblem } from '../model/definition-rules';

export function CopyFormModal({ head, onClose, onCopied }: { head: OnlineHead; onClose: () => void; onCopied: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ tableName?: string }>();
  const [saving, setSaving] = useState(false);

  async function copy({ tableName = '' }: { tableName?: string }) {
    setSaving(true);
    try {
      const copied = await copyDefinition(head.id, tableName.trim());
      message.success(`复制成功：${copied?.tableName ?? ''}`);
      onCopied();
      onClose();
    } catch {
      // The API layer shows the server's message.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open title={`复制表单 — ${head.tableName}`} width={480} style={{ maxWidth: '100vw' }} okText="确定" cancelText="关闭" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose}>
      <Form form={form} layout="vertical" name="cgform-copy" onFinish={(values) => void copy(values)}>
        <Form.Item
          label="新表名"
          name="tableName"
          extra={`留空则为 ${head.tableName}_copy1 等`}
          rules={[{ validator: async (_rule, value?: string) => { const problem = value?.trim() ? tableNameProblem(value.trim()) : null; if (problem) throw new Error(problem); } }]}
        >
          <Input placeholder={`${head.tableName}_copy1`} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
