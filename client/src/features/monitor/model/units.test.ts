import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatShare } from './units';

describe('monitoring units', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [3.5 * 1024 ** 3, '3.50 GB'],
    [-1, '不限'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('gives shares as per cent and durations in days, hours, minutes and seconds', () => {
    expect(formatShare(0.1234)).toBe('12.3%');
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(59)).toBe('59秒');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 5)).toBe('3天 4小时 0分 5秒');
  });
});
