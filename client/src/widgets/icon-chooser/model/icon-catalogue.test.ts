import { describe, expect, it } from 'vitest';
import { ICON_CATEGORIES, iconName, iconOf } from './icon-catalogue';
import { iconsMatching } from './icon-search';

describe('icon catalogue', () => {
  it('stores kebab-case names the backend menus hold', () => {
    expect(iconName('StepBackwardOutlined')).toBe('step-backward');
    expect(iconName('Html5Outlined')).toBe('html5');
    expect(iconName('PieChartOutlined')).toBe('pie-chart');
  });

  it('offers upstream six tabs, every icon once, each name resolving to its component', () => {
    expect(ICON_CATEGORIES.map((category) => category.title)).toEqual(['方向性图标', '指示性图标', '编辑类图标', '数据类图标', '品牌和标识', '网站通用图标']);
    const names = ICON_CATEGORIES.flatMap((category) => [...category.icons.keys()]);
    expect(new Set(names).size).toBe(names.length);
    for (const category of ICON_CATEGORIES) for (const [name, icon] of category.icons) expect(iconOf(name)).toBe(icon);
  });

  it('holds every icon the seeded menus use', () => {
    for (const name of ['appstore', 'home', 'dashboard', 'message', 'setting', 'solution', 'team', 'user', 'warning']) expect(iconOf(name)).toBeDefined();
    expect(iconOf('no-such-icon')).toBeUndefined();
  });

  it('searches names by a trimmed, case-blind keyword', () => {
    const data = ICON_CATEGORIES.find((category) => category.key === 'data');
    if (!data) throw new Error('no data tab');
    expect(iconsMatching(data, ' PIE ').map(([name]) => name)).toEqual(['pie-chart']);
    expect(iconsMatching(data, '')).toHaveLength(data.icons.size);
  });
});
