// A large antd button, rendered as antd 6 renders <Button size="large"> (login-controls.test.tsx compares the
// two), without antd's runtime: see antd-markup.ts. Not drawn: the loading icon's slide-in.
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { MouseEvent, ReactNode } from 'react';
import { ANTD_CSS_VAR_CLASS, ANTD_HASH_CLASS } from './antd-markup';
import { LoginIcon } from './login-icon';
import { showWave } from './login-wave';

interface LoginButtonProps {
  children: string;
  primary?: boolean;
  submit?: boolean;
  block?: boolean;
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  onClick?: () => void;
}

/** antd puts a space between two Chinese characters on a button (登录 → 登 录). */
const TWO_CJK = /^[\u4e00-\u9fa5]{2}$/;

export function LoginButton({ children, primary = false, submit = false, block = false, loading = false, disabled = false, className, onClick }: LoginButtonProps) {
  const look = primary ? 'ant-btn-primary ant-btn-color-primary ant-btn-variant-solid' : 'ant-btn-default ant-btn-color-default ant-btn-variant-outlined';
  const classes = ['ant-btn', ANTD_HASH_CLASS, ANTD_CSS_VAR_CLASS, look, 'ant-btn-lg', loading && 'ant-btn-loading', block && 'ant-btn-block', className];
  // A loading button does nothing, a submit button included (antd's behaviour): no second login call.
  const click = (event: MouseEvent) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    showWave(event.currentTarget as HTMLElement);
    onClick?.();
  };
  let icon: ReactNode = null;
  if (loading) {
    icon = (
      <span className="ant-btn-icon ant-btn-loading-icon">
        <LoginIcon icon={LoadingOutlined} spin />
      </span>
    );
  }
  return (
    <button type={submit ? 'submit' : 'button'} className={classes.filter(Boolean).join(' ')} disabled={disabled || undefined} onClick={click}>
      {icon}
      <span>{TWO_CJK.test(children) ? children.split('').join(' ') : children}</span>
    </button>
  );
}
