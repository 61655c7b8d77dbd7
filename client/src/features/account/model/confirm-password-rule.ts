import type { FormRule } from 'antd';
import { PasswordText } from './change-password-text';

/** The confirmation must equal the new password (checked once something is typed; empty is the required rule's). */
export function confirmMatches(getNewPassword: () => unknown): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      value && value !== getNewPassword() ? Promise.reject(new Error(PasswordText.notSame)) : Promise.resolve(),
  };
}
