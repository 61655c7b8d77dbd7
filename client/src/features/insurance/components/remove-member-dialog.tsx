// 减员: the last month the person stays insured (premium charged for it); the server refuses a month before the
// start, naming it.
import { App, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { runRowCall } from '../lib/run-row-call';
import { removeMember, type InsMember } from '../api/insurance-api';
import { MONTH_PATTERN } from '../model/member-resource';

interface Props {
  member: InsMember;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

export function RemoveMemberDialog({ member, onClose, onDone }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ endMonth: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    // A rule not met is shown at its field.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { endMonth } = values;
    setSaving(true);
    try {
      if (!(await runRowCall(() => removeMember(member.id, endMonth), message))) return;
      onClose();
      await onDone();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`减员：${member.employeeName}（${member.policyNo ?? ''}）`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ endMonth: dayjs().format('YYYY-MM') }}>
        <ResetOnMount />
        <Form.Item name="endMonth" label="减员月份（最后参保月份）" rules={[{ required: true, message: '请输入减员月份!' }, { pattern: MONTH_PATTERN, message: '月份格式应为yyyy-MM!' }]}>
          <Input placeholder="yyyy-MM" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
