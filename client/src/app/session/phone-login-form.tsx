// 手机号登录: the mobile (rules of spec 000 §5) and the SMS code sent by 获取验证码.
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The input alone: antd's `Input` namespace would bring TextArea, Search and OTP to the login page.
import Input from 'antd/es/input/Input';
import { useState, type FormEvent } from 'react';
import { BusinessError } from '@/api/errors';
import { Checks, requiredCheck } from '@/shared/validation/validators';
import { LoginFailure } from './login-failure';
import { LoginField } from './login-field';
import type { LoginFormProps } from './login-form-props';
import { requestLoginSms } from './session-api';
import { useSessionStore } from './session-store';
import { useSmsCountdown } from './sms-countdown';
import { useFieldChecks } from './use-field-checks';

const checks = { mobile: Checks.mobile, captcha: [requiredCheck('请输入验证码')] };

export function PhoneLoginForm({ onSigningIn, onLoggedIn }: LoginFormProps) {
  const phoneLogin = useSessionStore((state) => state.phoneLogin);
  const countdown = useSmsCountdown();
  const form = useFieldChecks(checks);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendCode = async () => {
    if (!form.validate(['mobile'])) return;
    setFailure(null);
    setSending(true);
    countdown.start();
    try {
      await requestLoginSms(form.values.mobile);
      setSentTo(form.values.mobile);
    } catch (error) {
      countdown.reset();
      if (error instanceof BusinessError) setFailure(error.body.message);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    onSigningIn();
    setSubmitting(true);
    setFailure(null);
    try {
      await phoneLogin({ mobile: form.values.mobile, captcha: form.values.captcha });
      onLoggedIn();
    } catch (error) {
      if (error instanceof BusinessError) setFailure(error.body.message || '登录失败');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form name="phone-login" onSubmit={(event) => void submit(event)} autoComplete="off" noValidate>
      <LoginFailure text={failure} />
      <LoginField error={form.errors.mobile}>
        <Input
          size="large"
          aria-label="手机号"
          placeholder="请输入手机号"
          prefix={<MobileOutlined />}
          maxLength={11}
          value={form.values.mobile}
          status={form.errors.mobile ? 'error' : undefined}
          onChange={(event) => form.change('mobile', event.target.value)}
        />
      </LoginField>
      <div className="login-captcha-row">
        <LoginField error={form.errors.captcha}>
          <Input
            size="large"
            aria-label="短信验证码"
            placeholder="请输入验证码"
            prefix={<MailOutlined />}
            maxLength={8}
            value={form.values.captcha}
            status={form.errors.captcha ? 'error' : undefined}
            onChange={(event) => form.change('captcha', event.target.value)}
          />
        </LoginField>
        <Button size="large" className="login-sms-button" disabled={countdown.counting} loading={sending} onClick={() => void sendCode()}>
          {countdown.counting ? `${countdown.left} s` : '获取验证码'}
        </Button>
      </div>
      {sentTo && <div className="login-hint">验证码已发送至 {sentTo}</div>}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </form>
  );
}
