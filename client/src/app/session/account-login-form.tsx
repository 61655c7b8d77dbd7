// 账号密码登录: user name, password and the captcha image (a click refreshes it).
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useState, type FormEvent } from 'react';
import { BusinessError } from '@/api/errors';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { requiredCheck, ValidationText } from '@/shared/validation/validators';
import { LoginButton } from './login-button';
import { LoginFailure } from './login-failure';
import { LoginField } from './login-field';
import { LoginInput } from './login-input';
import type { LoginFormProps } from './login-form-props';
import { useSessionStore } from './session-store';
import { useCaptcha } from './use-captcha';
import { useFieldChecks } from './use-field-checks';

const checks = {
  username: [requiredCheck(ValidationText.usernameRequired)],
  password: [requiredCheck('请输入密码')],
  captcha: [requiredCheck('请输入验证码')],
};

export function AccountLoginForm({ onSigningIn, onLoggedIn }: LoginFormProps) {
  const login = useSessionStore((state) => state.login);
  const captcha = useCaptcha();
  const form = useFieldChecks(checks);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The login page is prerendered: text typed before the script hydrates the form would be replaced by the
  // form's empty state, so the inputs take typing only once React owns them.
  const typingBlocked = !useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    onSigningIn();
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ ...form.values, checkKey: captcha.checkKey });
      onLoggedIn();
    } catch (error) {
      // HTTP failures were already reported by the HTTP client; business answers are shown here.
      if (error instanceof BusinessError) setFailure(error.body.message || '登录失败');
      // A new captcha to type: the old answer goes, without a 请输入验证码 before the user had a chance to type.
      form.clear('captcha');
      captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form name="login" onSubmit={(event) => void submit(event)} autoComplete="off" noValidate>
      <LoginFailure text={failure} />
      <LoginField error={form.errors.username}>
        <LoginInput
          aria-label="账号"
          placeholder="请输入用户名"
          prefix={UserOutlined}
          autoComplete="username"
          value={form.values.username}
          readOnly={typingBlocked}
          invalid={Boolean(form.errors.username)}
          onChange={(value) => form.change('username', value)}
        />
      </LoginField>
      <LoginField error={form.errors.password}>
        <LoginInput
          password
          aria-label="密码"
          placeholder="请输入密码"
          prefix={LockOutlined}
          autoComplete="current-password"
          value={form.values.password}
          readOnly={typingBlocked}
          invalid={Boolean(form.errors.password)}
          onChange={(value) => form.change('password', value)}
        />
      </LoginField>
      <div className="login-captcha-row">
        <LoginField error={form.errors.captcha}>
          <LoginInput
            aria-label="验证码"
            placeholder="请输入验证码"
            prefix={SafetyOutlined}
            maxLength={8}
            value={form.values.captcha}
            readOnly={typingBlocked}
            invalid={Boolean(form.errors.captcha)}
            onChange={(value) => form.change('captcha', value)}
          />
        </LoginField>
        <img
          className="login-captcha-image"
          src={captcha.imageSrc || undefined}
          alt="验证码"
          title="看不清？点击刷新"
          aria-busy={captcha.loading}
          onClick={captcha.refresh}
        />
      </div>
      <LoginButton primary submit block loading={submitting}>
        登录
      </LoginButton>
    </form>
  );
}
