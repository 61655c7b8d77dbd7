import md5 from 'crypto-js/md5';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5';

describe('md5Hex', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
  ])('RFC 1321 test vector %j', (text, digest) => {
    expect(md5Hex(text)).toBe(digest);
  });

  it('agrees with crypto-js on UTF-8 text and on lengths around the block boundary', () => {
    const samples = ['{"dictCode":"sex"}dd05f1c54d63749eda95f9fa6d49v442a', '张三，欢迎您', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), '€'.repeat(40)];
    for (const sample of samples) expect(md5Hex(sample), sample).toBe(md5(sample).toString());
  });
});
