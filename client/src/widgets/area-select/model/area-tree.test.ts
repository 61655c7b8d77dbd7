import { describe, expect, it } from 'vitest';
import { areaOptions, areaPath, areaText, childrenOf, levelOf } from './area-tree';

const depth = (options: ReturnType<typeof areaOptions>): number =>
  options.length ? 1 + Math.max(...options.map((option) => depth(option.children ?? []))) : 0;

describe('area data (001 §2, §9)', () => {
  it('B-AREA-02 the root code 86 holds the provinces', () => {
    const provinces = childrenOf('86');
    expect(provinces).toContainEqual({ value: '110000', label: '北京市' });
    expect(provinces).toContainEqual({ value: '440000', label: '广东省' });
    expect(provinces.every((province) => province.value.endsWith('0000'))).toBe(true);
  });

  it('B-AREA-01 there are three levels: province, city, district, and no deeper', () => {
    expect(depth(areaOptions())).toBe(3);
    expect(childrenOf('440000')).toContainEqual({ value: '440100', label: '广州市' });
    expect(childrenOf('440100')).toContainEqual({ value: '440106', label: '天河区' });
    expect(childrenOf('440106')).toEqual([]);
  });

  it.each([
    ['a district', '440106', 3, ['440000', '440100', '440106'], '广东省/广州市/天河区'],
    ['a city', '440100', 2, ['440000', '440100'], '广东省/广州市'],
    ['a province', '440000', 1, ['440000'], '广东省'],
    ['a municipality district', '110105', 3, ['110000', '110100', '110105'], '北京市/北京市/朝阳区'],
    ['an unknown code', '999999', undefined, [], ''],
    ['bad input', { code: 1 }, undefined, [], ''],
  ])('%s: level, path and text', (_name, code, level, path, text) => {
    expect(levelOf(code)).toBe(level);
    expect(areaPath(code)).toEqual(path);
    expect(areaText(code)).toBe(text);
  });
});
