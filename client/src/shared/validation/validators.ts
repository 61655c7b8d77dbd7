// The validation rules of spec 000 §5 as pure checks: each returns the message to show, or undefined when the
// value passes. Pattern checks let empty values through; whether a field is required is a separate check, so a
// form can combine them as the spec describes (e.g. mobile: required, then the number pattern).

export type Check = (value: unknown) => string | undefined;

export const ValidationText = {
  mobileRequired: '请输入手机号',
  mobileInvalid: '请输入正确手机号',
  usernameRequired: '请输入用户名',
  usernameCharacters: '只允许字母、数字、下划线',
  // decisions #1: the check is 4 to 18 characters and the message states that rule.
  usernameLength: '用户名长度为4到18位字符',
  emailInvalid: '邮箱格式不正确',
  naturalNumber: '请输入自然数',
  englishLetters: '请输入英文字符',
  landline: '请输入正确的座机号',
  bankCard: '请输入正确的银行卡号码',
  idNumber: '请输入正确的证件号码',
  chineseIdCard: '请输入正确的身份证号码',
  qq: '请输入正确的QQ号码',
  url: '请输入以http或https开头的网址',
  lettersDigits20: '请输入不超过20位的字母或数字',
  chineseEnglishSpaces: '请输入2到100位中文、英文或空格',
  digitsAndLineBreaks: '只允许数字和换行',
  anyUpTo255: '最多输入255个字符',
  amount: '请输入正确的金额格式!',
  positiveInteger: '请输入正整数',
  dayOfMonth: '请输入1到31之间的整数',
  required: '该项为必填项',
  minLength: (length: number) => `最小长度${length}位字符`,
  maxLength: (length: number) => `最大长度${length}位字符`,
  minChecked: (count: number) => `最少选择${count}项`,
  maxChecked: (count: number) => `最多选择${count}项`,
} as const;

export const Pattern = {
  /** 11 digits: 1, then 3, 4, 5, 7 or 8, then nine digits. */
  mobile: /^1[34578]\d{9}$/,
  usernameCharacters: /^\w+$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  naturalNumber: /^(?:0|[1-9]\d*)$/,
  englishLetters: /^[A-Za-z]+$/,
  /** Optional area code (0 + 2–3 digits, optional dash), then a 7–8 digit number. */
  landline: /^(?:0\d{2,3}-?)?\d{7,8}$/,
  bankCard: /^[1-9]\d{9,19}$/,
  idNumber: /^[A-Za-z0-9]{1,50}$/,
  /** 15 or 18 digits; the 18th character is the checksum, which may be X. */
  chineseIdCard: /^(?:\d{15}|\d{17}[\dXx])$/,
  qq: /^\d{5,12}$/,
  url: /^https?:\/\/\S+$/i,
  lettersDigits20: /^[A-Za-z0-9]{1,20}$/,
  chineseEnglishSpaces: /^[\u4e00-\u9fa5A-Za-z ]{2,100}$/,
  digitsAndLineBreaks: /^[\d\r\n]+$/,
  anyUpTo255: /^[\s\S]{0,255}$/,
  amount: /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/,
  positiveInteger: /^[1-9]\d*$/,
  dayOfMonth: /^(?:[1-9]|[12]\d|3[01])$/,
} as const;

export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** A check that fails with `message` when a non-empty value does not match `pattern`. */
export function patternCheck(pattern: RegExp, message: string): Check {
  return (value) => (isEmptyValue(value) || pattern.test(textOf(value)) ? undefined : message);
}

export function requiredCheck(message: string = ValidationText.required): Check {
  return (value) => (isEmptyValue(value) ? message : undefined);
}

export function minLengthCheck(length: number): Check {
  return (value) => (isEmptyValue(value) || textOf(value).length >= length ? undefined : ValidationText.minLength(length));
}

export function maxLengthCheck(length: number): Check {
  return (value) => (isEmptyValue(value) || textOf(value).length <= length ? undefined : ValidationText.maxLength(length));
}

function checkedCount(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

export function minCheckedCheck(count: number): Check {
  return (value) => (checkedCount(value) >= count ? undefined : ValidationText.minChecked(count));
}

export function maxCheckedCheck(count: number): Check {
  return (value) => (checkedCount(value) <= count ? undefined : ValidationText.maxChecked(count));
}

/** Runs the checks in order and returns the first message. */
export function firstFailure(checks: readonly Check[], value: unknown): string | undefined {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return undefined;
}

const usernameLength: Check = (value) => {
  if (isEmptyValue(value)) return undefined;
  const { length } = textOf(value);
  return length >= 4 && length <= 18 ? undefined : ValidationText.usernameLength;
};

/** The named rule sets of spec 000 §5, in the order their messages are reported. */
export const Checks = {
  mobile: [requiredCheck(ValidationText.mobileRequired), patternCheck(Pattern.mobile, ValidationText.mobileInvalid)],
  username: [
    requiredCheck(ValidationText.usernameRequired),
    patternCheck(Pattern.usernameCharacters, ValidationText.usernameCharacters),
    usernameLength,
  ],
  email: [patternCheck(Pattern.email, ValidationText.emailInvalid)],
  naturalNumber: [patternCheck(Pattern.naturalNumber, ValidationText.naturalNumber)],
  englishLetters: [patternCheck(Pattern.englishLetters, ValidationText.englishLetters)],
  landline: [patternCheck(Pattern.landline, ValidationText.landline)],
  bankCard: [patternCheck(Pattern.bankCard, ValidationText.bankCard)],
  idNumber: [patternCheck(Pattern.idNumber, ValidationText.idNumber)],
  chineseIdCard: [patternCheck(Pattern.chineseIdCard, ValidationText.chineseIdCard)],
  qq: [patternCheck(Pattern.qq, ValidationText.qq)],
  url: [patternCheck(Pattern.url, ValidationText.url)],
  lettersDigits20: [patternCheck(Pattern.lettersDigits20, ValidationText.lettersDigits20)],
  chineseEnglishSpaces: [patternCheck(Pattern.chineseEnglishSpaces, ValidationText.chineseEnglishSpaces)],
  digitsAndLineBreaks: [patternCheck(Pattern.digitsAndLineBreaks, ValidationText.digitsAndLineBreaks)],
  anyUpTo255: [patternCheck(Pattern.anyUpTo255, ValidationText.anyUpTo255)],
  amount: [patternCheck(Pattern.amount, ValidationText.amount)],
  positiveInteger: [patternCheck(Pattern.positiveInteger, ValidationText.positiveInteger)],
  dayOfMonth: [patternCheck(Pattern.dayOfMonth, ValidationText.dayOfMonth)],
} as const satisfies Record<string, readonly Check[]>;

export type CheckName = keyof typeof Checks;

/** Rule sets that start with a required check (mobile and username are required, 000 §5). */
export const REQUIRED_CHECK_SETS: ReadonlySet<CheckName> = new Set<CheckName>(['mobile', 'username']);
