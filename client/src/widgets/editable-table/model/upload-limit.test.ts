import { describe, expect, it } from 'vitest';
import { uploadLimit } from './upload-limit';

describe('how many files an upload cell keeps', () => {
  it.each([
    ['no limit by default', {}, 0],
    ['one when the column is not multi', { multi: false }, 1],
    ['the online extension JSON uploadnum wins', { fieldExtendJson: '{"uploadnum":3}', multi: false }, 3],
    ['an extension without uploadnum falls back to the column', { fieldExtendJson: '{"other":1}', multi: false }, 1],
    ['extension JSON that does not parse falls back', { fieldExtendJson: '{uploadnum', multi: true }, 0],
    ['a non-positive uploadnum is no limit', { fieldExtendJson: '{"uploadnum":0}' }, 0],
  ])('%s', (_rule, column, expected) => {
    expect(uploadLimit(column)).toBe(expected);
  });
});
