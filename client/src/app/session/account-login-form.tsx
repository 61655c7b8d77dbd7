// 账号密码登录: user name, password and the captcha image (a click refreshes it).
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { BusinessError } from '@/api/errors';
import { ValidationText } from '@/shared/validation/validators';
import { useSessionStore } from './session-store';
import { useCaptcha } from './use-captcha';

interface AccountFields {
  username: string;
  password: string;
  captcha: string;
}

export function AccountLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [form] = Form.useForm<AccountFields>();
  const login = useSessionStore((state) => state.login);
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (fields: AccountFields) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ ...fields, checkKey: captcha.checkKey });
      onLoggedIn();
    } catch (error) {
      // HTTP failures were already reported by the HTTP client; business answers are shown here.
      if (error instanceof BusinessError) setFailure(error.body.message || '登录失败');
      form.setFieldValue('captcha', '');
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<AccountFields> form={form} name="login" size="large" onFinish={submit} autoComplete="off">
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 24 }} />}
      <Form.Item name="username" rules={[{ required: true, message: ValidationText.usernameRequired }]}>
        <Input aria-label="账号" placeholder="请输入用户名" prefix={<UserOutlined />} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password aria-label="密码" placeholder="请输入密码" prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Flex gap={8} align="start">
        <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码' }]} style={{ flex: 1 }}>
          <Input aria-label="验证码" placeholder="请输入验证码" prefix={<SafetyOutlined />} maxLength={8} />
        </Form.Item>
        <Spin spinning={captcha.loading} size="small">
          <img
            src={captcha.imageSrc || undefined}
            alt="验证码"
            title="看不清？点击刷新"
            onClick={captcha.refresh}
            style={{ width: 105, height: 40, cursor: 'pointer', display: 'block' }}
          />
        </Spin>
      </Flex>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
