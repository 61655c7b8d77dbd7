import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf, sampleValuesOf } from './placeholders';

describe('template placeholders', () => {
  it('names each ${placeholder} once, in order, spaces inside the braces allowed', () => {
    expect(placeholdersOf('${name}您好，您的合同将于${ endDate }到期。${name}')).toEqual(['name', 'endDate']);
    expect(placeholdersOf('没有参数的内容，$name 与 {name} 都不算')).toEqual([]);
  });

  it('reads the sample values of the test JSON as texts; anything but a JSON object gives none', () => {
    expect(sampleValuesOf('{"name":"张三","amount":6800,"ok":true,"nested":{"a":1}}')).toEqual({ name: '张三', amount: '6800', ok: 'true' });
    expect(sampleValuesOf('[1,2]')).toEqual({});
    expect(sampleValuesOf('name=张三')).toEqual({});
    expect(sampleValuesOf(null)).toEqual({});
  });

  it('fills the placeholders given a value and leaves the others as written', () => {
    expect(fillPlaceholders('${name}您好，您的合同将于${endDate}到期。', { name: '李娜', endDate: '' })).toBe('李娜您好，您的合同将于${endDate}到期。');
  });
});
