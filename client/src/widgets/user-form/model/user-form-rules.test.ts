import { describe, expect, it } from 'vitest';
import { firstFailure } from '@/shared/validation/validators';
import { confirmChecks, passwordChecks, UserFormText } from './user-form-rules';

describe('the user form password rules', () => {
  it.each([
    ['', UserFormText.passwordRequired],
    ['abc12!', UserFormText.passwordRule],
    ['abcdefgh!', UserFormText.passwordRule],
    ['12345678!', UserFormText.passwordRule],
    ['abcd1234', UserFormText.passwordRule],
    ['abcd1234!', undefined],
    ['Zz9~Zz9~', undefined],
  ])('password %j → %s', (value, message) => {
    expect(firstFailure(passwordChecks, value)).toBe(message);
  });

  it.each([
    ['', UserFormText.confirmRequired],
    ['abcd1234?', UserFormText.confirmMismatch],
    ['abcd1234!', undefined],
  ])('confirmation %j of abcd1234! → %s', (value, message) => {
    expect(firstFailure(confirmChecks('abcd1234!'), value)).toBe(message);
  });
});
