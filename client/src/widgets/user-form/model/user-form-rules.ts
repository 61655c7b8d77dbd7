// The user form's own rules (upstream's UserModal) beside the shared ones of spec 000 §5 (username, mobile, email).
import { isEmptyValue, patternCheck, requiredCheck, type Check } from '@/shared/validation/validators';

export const UserFormText = {
  passwordRequired: '请输入登录密码!',
  passwordRule: '密码由8位数字、大小写字母和特殊符号组成!',
  confirmRequired: '请重新输入登录密码!',
  confirmMismatch: '两次输入的密码不一样！',
  realnameRequired: '请输入用户名称!',
  workNoRequired: '请输入工号',
  usernameTaken: '用户名已存在!',
  phoneTaken: '手机号已存在!',
  emailTaken: '邮箱已存在!',
  workNoTaken: '工号已存在',
} as const;

/** At least eight characters holding a letter, a digit and one of upstream's special characters. */
export const PASSWORD_PATTERN = /^(?=.*[a-zA-Z])(?=.*\d)(?=.*[~!@#$%^&*()_+`\-={}:";'<>?,./]).{8,}$/;

export const passwordChecks: readonly Check[] = [requiredCheck(UserFormText.passwordRequired), patternCheck(PASSWORD_PATTERN, UserFormText.passwordRule)];

/** The confirmation must be given and equal the password. */
export function confirmChecks(password: unknown): readonly Check[] {
  return [
    requiredCheck(UserFormText.confirmRequired),
    (value) => (isEmptyValue(value) || value === password ? undefined : UserFormText.confirmMismatch),
  ];
}
