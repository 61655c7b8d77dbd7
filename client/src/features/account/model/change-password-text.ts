/** The texts of the change-password modal (spec 000 §5). */
export const PasswordText = {
  title: '修改密码',
  oldPasswordRequired: '请输入旧密码!',
  newPasswordRequired: '请输入新密码!',
  confirmRequired: '请确认新密码!',
  notSame: '两次输入的密码不一样！',
  noUser: '当前系统无登录用户!',
} as const;
