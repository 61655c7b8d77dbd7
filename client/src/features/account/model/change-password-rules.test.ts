import { describe, expect, it, vi } from 'vitest';
import { PASSWORD_MODAL_WIDTH } from '@/shared/config/widget-constants';
import { PasswordText } from './change-password-text';
import { confirmMatches } from './confirm-password-rule';
import { openChangePassword } from './open-change-password';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

function validatorOf(rule: ReturnType<typeof confirmMatches>): Validator {
  return (rule as { validator: Validator }).validator;
}

describe('change password (000 §5)', () => {
  it('the modal texts and width', () => {
    expect(PasswordText.oldPasswordRequired).toBe('请输入旧密码!');
    expect(PasswordText.newPasswordRequired).toBe('请输入新密码!');
    expect(PasswordText.confirmRequired).toBe('请确认新密码!');
    expect(PasswordText.title).toBe('修改密码');
    expect(PASSWORD_MODAL_WIDTH).toBe(800);
  });

  it('B-PWD-07 the confirmation must equal the new password: 两次输入的密码不一样！', async () => {
    const validate = validatorOf(confirmMatches(() => 'abc12345'));
    await expect(validate({}, 'abc1234x')).rejects.toThrow('两次输入的密码不一样！');
    await expect(validate({}, 'abc12345')).resolves.toBeUndefined();
    // empty is the required rule's business
    await expect(validate({}, '')).resolves.toBeUndefined();
  });

  it('B-PWD-08 opening without a signed-in user warns 当前系统无登录用户! and does not open', () => {
    const open = vi.fn();
    const warn = vi.fn();
    openChangePassword(null, open, warn);
    expect(warn).toHaveBeenCalledWith('当前系统无登录用户!');
    expect(open).not.toHaveBeenCalled();
    openChangePassword('admin', open, warn);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
