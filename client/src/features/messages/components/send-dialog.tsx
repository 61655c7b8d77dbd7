// 发送消息: a template sent to receivers — the channel (the template's own by default), the receivers (usernames;
// e-mail addresses or mobiles for 邮件 and 短信), one input per `${placeholder}` filled with the template's sample
// values, and the content as it will read. System messages reach the receivers' bells; the sends are in 消息中心.
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ResetOnMount } from '@/shared/form/reset-on-mount';
import { DictSelect } from '@/widgets/dict-select';
import { sendByTemplate, type MessageTemplate } from '../api/messages-api';
import { fillPlaceholders, placeholdersOf, sampleValuesOf } from '../model/placeholders';
import { RECEIVER_HINT } from '../model/receiver-hint';
import { TEMPLATE_TYPE_DICT } from '../model/template-resource';

export interface SendDialogProps {
  template: MessageTemplate;
  onClose: () => void;
}

interface SendValues {
  msgType: string;
  receiver: string;
  values: Record<string, string | undefined>;
}

export function SendDialog({ template, onClose }: SendDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<SendValues>();
  const [sending, setSending] = useState(false);
  const names = placeholdersOf(template.templateContent);
  const samples = sampleValuesOf(template.templateTestJson);
  const msgType = Form.useWatch('msgType', form) ?? template.templateType;
  const values = Form.useWatch('values', form) ?? samples;

  const submit = async ({ msgType: type, receiver, values: filled }: SendValues) => {
    setSending(true);
    try {
      const answer = await sendByTemplate({ templateCode: template.templateCode, msgType: type as '1' | '2' | '3' | '4', receiver: receiver.trim(), testData: JSON.stringify(filled ?? {}) });
      if (answer.result?.failed) message.warning(answer.message);
      else message.success(answer.message);
      onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal open title={`发送消息：${template.templateName}`} width={640} confirmLoading={sending} onCancel={onClose} onOk={() => form.submit()} okText="发送" cancelText="关闭" destroyOnHidden>
      <Form form={form} name="msg-send-form" layout="vertical" initialValues={{ msgType: template.templateType, receiver: '', values: samples }} onFinish={(v) => void submit(v)}>
        <ResetOnMount />
        <Form.Item label="推送方式" name="msgType" rules={[{ required: true, message: '请选择推送方式!' }]}>
          <DictSelect dictCode={TEMPLATE_TYPE_DICT} placeholder="请选择推送方式" />
        </Form.Item>
        <Form.Item label="接收人" name="receiver" rules={[{ required: true, whitespace: true, message: '请输入接收人!' }]}>
          <Input placeholder={RECEIVER_HINT[msgType] ?? RECEIVER_HINT['4']} allowClear />
        </Form.Item>
        {names.map((name) => (
          <Form.Item key={name} label={`模板参数 ${name}`} name={['values', name]} rules={[{ required: true, whitespace: true, message: `请输入${name}!` }]}>
            <Input placeholder={`\${${name}} 的值`} />
          </Form.Item>
        ))}
        <Typography.Text type="secondary">消息内容预览</Typography.Text>
        <Typography.Paragraph data-testid="msg-send-preview" style={{ whiteSpace: 'pre-wrap', background: 'var(--ant-color-fill-quaternary, #fafafa)', padding: 8, marginTop: 4 }}>
          {fillPlaceholders(template.templateContent, values)}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
