import { describe, expect, it } from 'vitest';
import {
  Checks,
  firstFailure,
  maxCheckedCheck,
  maxLengthCheck,
  minCheckedCheck,
  minLengthCheck,
  requiredCheck,
  type CheckName,
} from './validators';

function failure(name: CheckName, value: unknown): string | undefined {
  return firstFailure(Checks[name], value);
}

// One row per sentence of spec 000 §5: [requirement, rule set, value, expected message or undefined when it passes].
const rows: Array<[string, CheckName, unknown, string | undefined]> = [
  ['A-VAL-01 mobile is required', 'mobile', '', '请输入手机号'],
  ['A-VAL-01 mobile is required (undefined)', 'mobile', undefined, '请输入手机号'],
  ['A-VAL-02 mobile 13x passes', 'mobile', '13812345678', undefined],
  ['A-VAL-02 mobile 14x passes', 'mobile', '14712345678', undefined],
  ['A-VAL-02 mobile 15x passes', 'mobile', '15912345678', undefined],
  ['A-VAL-02 mobile 17x passes', 'mobile', '17712345678', undefined],
  ['A-VAL-02 mobile 18x passes', 'mobile', '18611111111', undefined],
  ['A-VAL-02 mobile 16x fails', 'mobile', '16612345678', '请输入正确手机号'],
  ['A-VAL-02 mobile 19x fails', 'mobile', '19912345678', '请输入正确手机号'],
  ['A-VAL-02 mobile 12x fails', 'mobile', '12012345678', '请输入正确手机号'],
  ['A-VAL-02 mobile of 10 digits fails', 'mobile', '1381234567', '请输入正确手机号'],
  ['A-VAL-02 mobile of 12 digits fails', 'mobile', '138123456789', '请输入正确手机号'],
  ['A-VAL-02 mobile not starting with 1 fails', 'mobile', '23812345678', '请输入正确手机号'],
  ['A-VAL-03 username is required', 'username', '', '请输入用户名'],
  ['A-VAL-04 username letters, digits, underscore pass', 'username', 'ab_12', undefined],
  ['A-VAL-04 username with a dash fails', 'username', 'ab-12', '只允许字母、数字、下划线'],
  ['A-VAL-04 username with Chinese fails', 'username', '张三abc', '只允许字母、数字、下划线'],
  ['A-VAL-05 username of 3 characters fails', 'username', 'abc', '用户名长度为4到18位字符'],
  ['A-VAL-05 username of 4 characters passes', 'username', 'abcd', undefined],
  ['A-VAL-05 username of 18 characters passes', 'username', 'a'.repeat(18), undefined],
  ['A-VAL-05 username of 19 characters fails', 'username', 'a'.repeat(19), '用户名长度为4到18位字符'],
  ['A-VAL-06 email is optional', 'email', '', undefined],
  ['A-VAL-07 a valid email passes', 'email', 'jeecg@163.com', undefined],
  ['A-VAL-07 an invalid email fails', 'email', 'jeecg@163', '邮箱格式不正确'],
  ['A-VAL-08 natural number 0 passes', 'naturalNumber', '0', undefined],
  ['A-VAL-08 natural number 12 passes', 'naturalNumber', 12, undefined],
  ['A-VAL-08 natural number -1 fails', 'naturalNumber', '-1', '请输入自然数'],
  ['A-VAL-08 natural number 1.5 fails', 'naturalNumber', '1.5', '请输入自然数'],
  ['A-VAL-09 English letters pass', 'englishLetters', 'Jeecg', undefined],
  ['A-VAL-09 digits are not English letters', 'englishLetters', 'abc1', '请输入英文字符'],
  ['A-VAL-10 landline with area code passes', 'landline', '010-88886666', undefined],
  ['A-VAL-10 landline without area code passes', 'landline', '88886666', undefined],
  ['A-VAL-10 a mobile is not a landline', 'landline', '13812345678', '请输入正确的座机号'],
  ['A-VAL-11 bank card of 10 digits passes', 'bankCard', '6222020202', undefined],
  ['A-VAL-11 bank card of 20 digits passes', 'bankCard', '62220202020202020202', undefined],
  ['A-VAL-11 bank card of 9 digits fails', 'bankCard', '622202020', '请输入正确的银行卡号码'],
  ['A-VAL-11 bank card of 21 digits fails', 'bankCard', '622202020202020202020', '请输入正确的银行卡号码'],
  ['A-VAL-11 bank card starting with 0 fails', 'bankCard', '0222020202', '请输入正确的银行卡号码'],
  ['A-VAL-12 ID number of 50 letters or digits passes', 'idNumber', 'A1'.repeat(25), undefined],
  ['A-VAL-12 ID number of 51 characters fails', 'idNumber', 'A'.repeat(51), '请输入正确的证件号码'],
  ['A-VAL-12 ID number with a symbol fails', 'idNumber', 'AB-12', '请输入正确的证件号码'],
  ['A-VAL-13 ID card of 15 digits passes', 'chineseIdCard', '110105491231002', undefined],
  ['A-VAL-13 ID card of 18 digits passes', 'chineseIdCard', '110105194912310021', undefined],
  ['A-VAL-13 ID card with checksum X passes', 'chineseIdCard', '11010519491231002X', undefined],
  ['A-VAL-13 ID card of 16 digits fails', 'chineseIdCard', '1101051949123100', '请输入正确的身份证号码'],
  ['A-VAL-14 QQ of 5 digits passes', 'qq', '10001', undefined],
  ['A-VAL-14 QQ of 12 digits passes', 'qq', '123456789012', undefined],
  ['A-VAL-14 QQ of 4 digits fails', 'qq', '1000', '请输入正确的QQ号码'],
  ['A-VAL-14 QQ of 13 digits fails', 'qq', '1234567890123', '请输入正确的QQ号码'],
  ['A-VAL-15 http URL passes', 'url', 'http://jeecg.com', undefined],
  ['A-VAL-15 https URL passes', 'url', 'https://jeecg.com/doc', undefined],
  ['A-VAL-15 ftp URL fails', 'url', 'ftp://jeecg.com', '请输入以http或https开头的网址'],
  ['A-VAL-16 20 letters/digits pass', 'lettersDigits20', 'ab12'.repeat(5), undefined],
  ['A-VAL-16 21 letters/digits fail', 'lettersDigits20', 'a'.repeat(21), '请输入不超过20位的字母或数字'],
  ['A-VAL-16 underscore is not a letter or digit', 'lettersDigits20', 'a_b', '请输入不超过20位的字母或数字'],
  ['A-VAL-17 Chinese, English and spaces pass', 'chineseEnglishSpaces', '张三 Zhang', undefined],
  ['A-VAL-17 one character fails', 'chineseEnglishSpaces', '张', '请输入2到100位中文、英文或空格'],
  ['A-VAL-17 100 characters pass', 'chineseEnglishSpaces', '张'.repeat(100), undefined],
  ['A-VAL-17 101 characters fail', 'chineseEnglishSpaces', '张'.repeat(101), '请输入2到100位中文、英文或空格'],
  ['A-VAL-17 digits fail', 'chineseEnglishSpaces', '张三3', '请输入2到100位中文、英文或空格'],
  ['A-VAL-18 digits and line breaks pass', 'digitsAndLineBreaks', '123\n456\r\n7', undefined],
  ['A-VAL-18 letters fail', 'digitsAndLineBreaks', '123\nabc', '只允许数字和换行'],
  ['A-VAL-19 255 characters pass', 'anyUpTo255', 'x'.repeat(255), undefined],
  ['A-VAL-19 256 characters fail', 'anyUpTo255', 'x'.repeat(256), '最多输入255个字符'],
  ['A-VAL-20 amount with 2 decimals passes', 'amount', '1234.56', undefined],
  ['A-VAL-20 whole amount passes', 'amount', '100', undefined],
  ['A-VAL-20 amount with 3 decimals fails', 'amount', '1.234', '请输入正确的金额格式!'],
  ['A-VAL-20 amount with letters fails', 'amount', '12a', '请输入正确的金额格式!'],
  ['A-VAL-21 positive integer passes', 'positiveInteger', '7', undefined],
  ['A-VAL-21 zero is not a positive integer', 'positiveInteger', '0', '请输入正整数'],
  ['A-VAL-21 negative fails', 'positiveInteger', '-3', '请输入正整数'],
  ['A-VAL-22 day 1 passes', 'dayOfMonth', '1', undefined],
  ['A-VAL-22 day 31 passes', 'dayOfMonth', 31, undefined],
  ['A-VAL-22 day 0 fails', 'dayOfMonth', '0', '请输入1到31之间的整数'],
  ['A-VAL-22 day 32 fails', 'dayOfMonth', '32', '请输入1到31之间的整数'],
  ['A-VAL-22 day 1.5 fails', 'dayOfMonth', '1.5', '请输入1到31之间的整数'],
];

describe('spec 000 §5 rule sets', () => {
  it.each(rows)('%s', (_sentence, name, value, expected) => {
    expect(failure(name, value)).toBe(expected);
  });

  it('pattern rules leave empty values to the required rule', () => {
    for (const name of ['email', 'naturalNumber', 'bankCard', 'amount', 'dayOfMonth'] as const) {
      expect(failure(name, '')).toBeUndefined();
      expect(failure(name, null)).toBeUndefined();
    }
  });
});

describe('generic rules', () => {
  it('A-VAL-23 required fails on empty string, whitespace, null and empty array', () => {
    const check = requiredCheck('请输入名称');
    for (const value of ['', '   ', null, undefined, []]) expect(check(value)).toBe('请输入名称');
    expect(check('x')).toBeUndefined();
    expect(check(0)).toBeUndefined();
  });

  it('A-VAL-24 minimum length: 最小长度N位字符', () => {
    expect(minLengthCheck(3)('ab')).toBe('最小长度3位字符');
    expect(minLengthCheck(3)('abc')).toBeUndefined();
  });

  it('A-VAL-25 maximum length: 最大长度N位字符', () => {
    expect(maxLengthCheck(5)('abcdef')).toBe('最大长度5位字符');
    expect(maxLengthCheck(5)('abcde')).toBeUndefined();
  });

  it('A-VAL-26 checked group minimum: 最少选择N项', () => {
    expect(minCheckedCheck(2)(['a'])).toBe('最少选择2项');
    expect(minCheckedCheck(2)(undefined)).toBe('最少选择2项');
    expect(minCheckedCheck(2)(['a', 'b'])).toBeUndefined();
  });

  it('A-VAL-27 checked group maximum: 最多选择N项', () => {
    expect(maxCheckedCheck(2)(['a', 'b', 'c'])).toBe('最多选择2项');
    expect(maxCheckedCheck(2)(['a', 'b'])).toBeUndefined();
  });

  it('reports the first failing check of a set', () => {
    expect(firstFailure([requiredCheck('必填'), minLengthCheck(2)], '')).toBe('必填');
    expect(firstFailure([requiredCheck('必填'), minLengthCheck(2)], 'a')).toBe('最小长度2位字符');
  });
});
