import { describe, expect, it } from 'vitest';
import { MenuSearchText, matchesSearch, menuSearchOptions } from './menu-search-options';

const entries = [
  { key: '/dashboard/analysis', label: '首页' },
  { key: '/account', label: '个人页', children: [{ key: '/account/center', label: '个人中心' }] },
  { key: '/monitor/swagger', label: '接口文档', externalUrl: 'https://api.example/doc.html' },
];

describe('menu search options', () => {
  it('offers every entry that opens something, not the groups', () => {
    expect(menuSearchOptions(entries).map((option) => option.label)).toEqual(['首页', '个人中心', '接口文档']);
    expect(menuSearchOptions(entries)[2]?.externalUrl).toBe('https://api.example/doc.html');
  });

  it('matches by title, ignoring case and surrounding blanks', () => {
    expect(matchesSearch({ value: '/x', label: 'JVM信息' }, ' jvm ')).toBe(true);
    expect(matchesSearch({ value: '/x', label: '个人中心' }, '系统')).toBe(false);
  });

  it('A-ERR-16 A-ERR-17 the empty-search texts', () => {
    expect(MenuSearchText.noResult).toBe('没有查询到任何数据');
    expect(MenuSearchText.prompt).toBe('请输入搜索内容');
  });
});
