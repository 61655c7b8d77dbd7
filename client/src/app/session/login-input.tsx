// A large antd input with a prefix icon (and, for a password, antd's show/hide toggle), rendered as antd 6 renders
// <Input size="large"> and <Input.Password size="large"> (login-controls.test.tsx compares the two), without
// antd's runtime: see antd-markup.ts.
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ANTD_CSS_VAR_CLASS, ANTD_HASH_CLASS } from './antd-markup';
import { LoginIcon } from './login-icon';

interface LoginInputProps {
  'aria-label': string;
  placeholder: string;
  prefix: IconDefinition;
  value: string;
  onChange: (value: string) => void;
  /** A password: typed hidden, with antd's eye to show it. */
  password?: boolean;
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  invalid?: boolean;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function LoginInput({ prefix, value, onChange, password = false, readOnly = false, invalid = false, ...inputProps }: LoginInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((current) => !current);

  // As antd's: a click anywhere on the box (the icons included) puts the caret in the input.
  const focusInput = (event: MouseEvent) => {
    if (event.target !== input.current) input.current?.focus();
  };

  return (
    <span
      className={classes(
        'ant-input-affix-wrapper',
        focused && 'ant-input-affix-wrapper-focused',
        readOnly && 'ant-input-affix-wrapper-readonly',
        'ant-input-affix-wrapper-lg',
        ANTD_HASH_CLASS,
        'ant-input-outlined',
        invalid && 'ant-input-status-error',
        password && 'ant-input-password ant-input-password-large',
        ANTD_CSS_VAR_CLASS,
        'ant-input-css-var',
      )}
      onClick={focusInput}
    >
      <span className="ant-input-prefix">
        <LoginIcon icon={prefix} />
      </span>
      <input
        ref={input}
        {...inputProps}
        readOnly={readOnly}
        type={password && !visible ? 'password' : 'text'}
        className={`ant-input ant-input-lg ${ANTD_HASH_CLASS}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      {password && (
        <span className="ant-input-suffix">
          <span
            role="button"
            tabIndex={0}
            className="ant-input-password-icon"
            aria-disabled="false"
            aria-pressed={visible}
            aria-label={visible ? 'Hide' : 'Show'}
            // Keeps the focus (and the caret) in the input, as antd's toggle does.
            onMouseDown={(event) => event.preventDefault()}
            onMouseUp={(event) => event.preventDefault()}
            onKeyDown={(event: KeyboardEvent) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              if (!event.repeat) toggle();
            }}
            onClick={toggle}
          >
            <LoginIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
          </span>
        </span>
      )}
    </span>
  );
}
