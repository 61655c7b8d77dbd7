// The login page's antd look-alikes must render what antd renders, or the page's antd styles would not apply.
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import LockIcon from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailIcon from '@ant-design/icons-svg/es/asn/MailOutlined';
import MobileIcon from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyIcon from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserIcon from '@ant-design/icons-svg/es/asn/UserOutlined';
import { fireEvent, render } from '@testing-library/react';
import { Button } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ANTD_HASH_CLASS } from './antd-markup';
import { LoginButton } from './login-button';
import { LoginInput } from './login-input';

/** The markup with each element's attributes in name order (React writes them in prop order) and antd's test-build hash class as the production one. */
function canonical(element: ReactElement): string {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(element).replaceAll('css-dev-only-do-not-override-', 'css-');
  for (const node of host.querySelectorAll('*')) {
    const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return host.innerHTML;
}

const noop = () => {};

describe('the login page renders antd 6 markup without antd', () => {
  it('uses the hash class of antd default theme', () => {
    expect(canonical(<Button>x</Button>)).toContain(`class="ant-btn ${ANTD_HASH_CLASS} `);
  });

  it.each([
    ['a read-only input', <Input size="large" aria-label="账号" placeholder="请输入用户名" prefix={<UserOutlined />} autoComplete="username" value="" readOnly onChange={noop} />, <LoginInput aria-label="账号" placeholder="请输入用户名" prefix={UserIcon} autoComplete="username" value="" readOnly onChange={noop} />],
    ['an invalid input with a length', <Input size="large" aria-label="验证码" placeholder="p" prefix={<SafetyOutlined />} maxLength={8} value="ab" status="error" onChange={noop} />, <LoginInput aria-label="验证码" placeholder="p" prefix={SafetyIcon} maxLength={8} value="ab" invalid onChange={noop} />],
    ['the phone inputs', <Input size="large" aria-label="手机号" placeholder="p" prefix={<MobileOutlined />} maxLength={11} value="1" onChange={noop} />, <LoginInput aria-label="手机号" placeholder="p" prefix={MobileIcon} maxLength={11} value="1" onChange={noop} />],
    ['the mail icon', <Input size="large" aria-label="短信验证码" placeholder="p" prefix={<MailOutlined />} value="" onChange={noop} />, <LoginInput aria-label="短信验证码" placeholder="p" prefix={MailIcon} value="" onChange={noop} />],
    ['a read-only password', <Password size="large" aria-label="密码" placeholder="请输入密码" prefix={<LockOutlined />} autoComplete="current-password" value="" readOnly onChange={noop} />, <LoginInput password aria-label="密码" placeholder="请输入密码" prefix={LockIcon} autoComplete="current-password" value="" readOnly onChange={noop} />],
    ['an invalid password', <Password size="large" aria-label="密码" placeholder="p" prefix={<LockOutlined />} value="x" status="error" onChange={noop} />, <LoginInput password aria-label="密码" placeholder="p" prefix={LockIcon} value="x" invalid onChange={noop} />],
    ['the primary submit button', <Button type="primary" htmlType="submit" size="large" block>登录</Button>, <LoginButton primary submit block>登录</LoginButton>],
    ['the loading submit button', <Button type="primary" htmlType="submit" size="large" block loading>登录</Button>, <LoginButton primary submit block loading>登录</LoginButton>],
    ['the disabled SMS button', <Button size="large" className="login-sms-button" disabled>59 s</Button>, <LoginButton className="login-sms-button" disabled>59 s</LoginButton>],
    ['the sending SMS button', <Button size="large" className="login-sms-button" loading>获取验证码</Button>, <LoginButton className="login-sms-button" loading>获取验证码</LoginButton>],
  ])('%s', (_, antd, ours) => {
    expect(canonical(ours)).toBe(canonical(antd));
  });

  it('shows the password on a click on the eye, as antd does, and hides it again', () => {
    const { getByLabelText, getByRole } = render(<LoginInput password aria-label="密码" placeholder="p" prefix={LockIcon} value="secret" onChange={noop} />);
    expect(getByLabelText('密码')).toHaveAttribute('type', 'password');
    fireEvent.click(getByRole('button', { name: 'Show' }));
    expect(getByLabelText('密码')).toHaveAttribute('type', 'text');
    expect(canonical(<Password size="large" aria-label="密码" placeholder="p" prefix={<LockOutlined />} value="secret" visibilityToggle={{ visible: true }} onChange={noop} />)).toContain('aria-label="Hide"');
    fireEvent.click(getByRole('button', { name: 'Hide' }));
    expect(getByLabelText('密码')).toHaveAttribute('type', 'password');
  });

  it('marks the box focused while the input has the focus', () => {
    const { getByLabelText } = render(<LoginInput aria-label="账号" placeholder="p" prefix={UserIcon} value="" onChange={noop} />);
    const input = getByLabelText('账号');
    fireEvent.focus(input);
    expect(input.parentElement).toHaveClass('ant-input-affix-wrapper-focused');
    fireEvent.blur(input);
    expect(input.parentElement).not.toHaveClass('ant-input-affix-wrapper-focused');
  });

  it('ignores a click while loading, a submit included', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const { getByRole } = render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <LoginButton primary submit loading>
          登录
        </LoginButton>
      </form>,
    );
    fireEvent.click(getByRole('button'));
    expect(submitted).not.toHaveBeenCalled();
    expect(getByRole('button').querySelector('.ant-wave')).toBeNull();
  });

  it("draws antd's click wave in the button on a click", () => {
    const clicked = vi.fn();
    const { getByRole } = render(<LoginButton onClick={clicked}>获取验证码</LoginButton>);
    fireEvent.click(getByRole('button'));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(getByRole('button').querySelector('.ant-wave')).toHaveClass('ant-wave', ANTD_HASH_CLASS, 'wave-motion-appear');
  });
});
