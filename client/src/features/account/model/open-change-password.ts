import { PasswordText } from './change-password-text';

/** Opening the change-password modal needs a signed-in user; without one it warns 当前系统无登录用户! instead. */
export function openChangePassword(username: string | null | undefined, open: () => void, warn: (text: string) => void): void {
  if (!username) {
    warn(PasswordText.noUser);
    return;
  }
  open();
}
