// The refusal every login way gives for an unknown account.

export const USER_MISSING = '该用户不存在，请注册';
