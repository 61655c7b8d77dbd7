// 手机号登录: the mobile (rules of spec 000 §5) and the SMS code sent by 获取验证码.
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { BusinessError } from '@/api/errors';
import { formRules } from '@/shared/validation/form-rules';
import { requestLoginSms } from './session-api';
import { useSessionStore } from './session-store';
import { useSmsCountdown } from './sms-countdown';

interface PhoneFields {
  mobile: string;
  captcha: string;
}

const PhoneLoginText = {
  mobilePlaceholder: '请输入手机号',
  codePlaceholder: '请输入验证码',
  codeRequired: '请输入验证码',
  sendCode: '获取验证码',
  sending: '验证码发送中..',
} as const;

export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PhoneFields>();
  const phoneLogin = useSessionStore((state) => state.phoneLogin);
  const countdown = useSmsCountdown();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const sendCode = async () => {
    const { mobile } = await form.validateFields(['mobile']).catch(() => ({ mobile: null }));
    if (!mobile) return;
    setFailure(null);
    countdown.start();
    const hide = message.loading(PhoneLoginText.sending, 0);
    try {
      await requestLoginSms(mobile);
    } catch (error) {
      countdown.reset();
      if (error instanceof BusinessError) setFailure(error.body.message);
    } finally {
      hide();
    }
  };

  const submit = async (fields: PhoneFields) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await phoneLogin(fields);
      onLoggedIn();
    } catch (error) {
      if (error instanceof BusinessError) setFailure(error.body.message || '登录失败');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<PhoneFields> form={form} name="phone-login" size="large" onFinish={submit} autoComplete="off">
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 24 }} />}
      <Form.Item name="mobile" rules={formRules('mobile')}>
        <Input aria-label="手机号" placeholder={PhoneLoginText.mobilePlaceholder} prefix={<MobileOutlined />} maxLength={11} />
      </Form.Item>
      <Flex gap={8} align="start">
        <Form.Item name="captcha" rules={[{ required: true, message: PhoneLoginText.codeRequired }]} style={{ flex: 1 }}>
          <Input aria-label="短信验证码" placeholder={PhoneLoginText.codePlaceholder} prefix={<MailOutlined />} maxLength={8} />
        </Form.Item>
        <Button disabled={countdown.counting} onClick={() => void sendCode()} style={{ width: 110 }}>
          {countdown.counting ? `${countdown.left} s` : PhoneLoginText.sendCode}
        </Button>
      </Flex>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
