import { describe, expect, it } from 'vitest';
import { isEnterpriseMessagingApp } from './user-agent';

describe('isEnterpriseMessagingApp', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) AppleWebKit MicroMessenger/8.0 wxwork/4.1.0', true],
    ['Mozilla/5.0 (Linux; Android 12) AliApp(DingTalk/7.0.10)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', false],
    ['Mozilla/5.0 MicroMessenger/8.0', false],
  ])('A-ERR-11 %s → %s', (userAgent, expected) => {
    expect(isEnterpriseMessagingApp(userAgent)).toBe(expected);
  });
});
