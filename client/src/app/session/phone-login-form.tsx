// 手机号登录: the mobile (rules of spec 000 §5) and the SMS code sent by 获取验证码.
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { useState, type FormEvent } from 'react';
import { BusinessError } from '@/api/errors';
import { Checks, requiredCheck } from '@/shared/validation/validators';
import { LoginButton } from './login-button';
import { LoginFailure } from './login-failure';
import { LoginField } from './login-field';
import { LoginInput } from './login-input';
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
        <LoginInput
          aria-label="手机号"
          placeholder="请输入手机号"
          prefix={MobileOutlined}
          maxLength={11}
          value={form.values.mobile}
          invalid={Boolean(form.errors.mobile)}
          onChange={(value) => form.change('mobile', value)}
        />
      </LoginField>
      <div className="login-captcha-row">
        <LoginField error={form.errors.captcha}>
          <LoginInput
            aria-label="短信验证码"
            placeholder="请输入验证码"
            prefix={MailOutlined}
            maxLength={8}
            value={form.values.captcha}
            invalid={Boolean(form.errors.captcha)}
            onChange={(value) => form.change('captcha', value)}
          />
        </LoginField>
        <LoginButton className="login-sms-button" disabled={countdown.counting} loading={sending} onClick={() => void sendCode()}>
          {countdown.counting ? `${countdown.left} s` : '获取验证码'}
        </LoginButton>
      </div>
      {sentTo && <div className="login-hint">验证码已发送至 {sentTo}</div>}
      <LoginButton primary submit block loading={submitting}>
        登录
      </LoginButton>
    </form>
  );
}
