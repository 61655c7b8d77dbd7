import { describe, expect, it } from 'vitest';
import { AUTO_SCROLL_INTERVAL_MS, AUTO_SCROLL_STEP_PX, nextScrollTop } from './auto-scroll';
import { CLOCK_TICK_MS, formatClock } from './clock-format';
import { HEADCOUNT_COMPANIES, headcountParams, headcountRows } from './headcount';
import { countByArea, countByProvince, provinceOf } from './project-distribution';
import { toTenThousand } from './screen-figures';

describe('clock', () => {
  it('A-BIG-08 shows year-month-day, the Chinese weekday and HH:mm:ss', () => {
    expect(formatClock(new Date(2026, 10, 22, 9, 5, 7))).toEqual({ date: '2026-11-22', weekday: '星期日', time: '09:05:07' });
    expect(formatClock(new Date(2026, 10, 23, 23, 59, 59))).toEqual({ date: '2026-11-23', weekday: '星期一', time: '23:59:59' });
    expect(formatClock(new Date(2026, 10, 28, 0, 0, 0)).weekday).toBe('星期六');
  });
  it('A-BIG-09 ticks every 1000 ms', () => {
    expect(CLOCK_TICK_MS).toBe(1000);
  });
});

describe('auto-scroll', () => {
  it('A-BIG-13 moves 1 pixel every 100 ms', () => {
    expect(AUTO_SCROLL_INTERVAL_MS).toBe(100);
    expect(AUTO_SCROLL_STEP_PX).toBe(1);
    expect(nextScrollTop({ scrollTop: 10, scrollHeight: 400, clientHeight: 160 })).toBe(11);
  });
  it('starts over at the top once the end is shown', () => {
    expect(nextScrollTop({ scrollTop: 239, scrollHeight: 400, clientHeight: 160 })).toBe(240);
    expect(nextScrollTop({ scrollTop: 240, scrollHeight: 400, clientHeight: 160 })).toBe(0);
    expect(nextScrollTop({ scrollTop: 239.6, scrollHeight: 400, clientHeight: 160 })).toBe(0);
  });
  it('stays put when nothing overflows', () => {
    expect(nextScrollTop({ scrollTop: 0, scrollHeight: 120, clientHeight: 160 })).toBe(0);
  });
});

describe('headcount', () => {
  it('A-BIG-15 asks for the month with column=sort, order=asc, pageNo=1, pageSize=9999 and the company', () => {
    expect(headcountParams(2026, 11, '全网')).toEqual({
      year: 2026,
      month: 11,
      column: 'sort',
      order: 'asc',
      pageNo: 1,
      pageSize: 9999,
      company: '全网',
    });
    expect(HEADCOUNT_COMPANIES.map((entry) => entry.company)).toEqual(['全网', '电话商务公司']);
  });
  it('maps each record to its post and quantity (blank when missing)', () => {
    expect(
      headcountRows([
        { id: 'a', post: '客服专员', quantity: 160, sort: 1, company: '全网' },
        { id: 'b', post: '热线坐席', quantity: '42' },
        { post: null, quantity: null },
      ]),
    ).toEqual([
      { key: 'a', post: '客服专员', quantity: 160 },
      { key: 'b', post: '热线坐席', quantity: 42 },
      { key: '2', post: '', quantity: 0 },
    ]);
  });
});

describe('project distribution', () => {
  it('counts projects and revenue per area, most projects first', () => {
    expect(
      countByArea([
        { area: '深圳', amount: 10 },
        { area: '北京', amount: 100 },
        { area: '深圳', amount: 5 },
        { area: '', amount: 1 },
      ]),
    ).toEqual([
      { area: '深圳', projects: 2, amount: 15 },
      { area: '北京', projects: 1, amount: 100 },
      { area: '未知', projects: 1, amount: 1 },
    ]);
  });
  it('puts cities in their province, under the map data names', () => {
    expect(provinceOf('深圳')).toBe('广东');
    expect(provinceOf('北京')).toBe('北京');
    expect(provinceOf('北京市')).toBe('北京');
    expect(provinceOf('广西壮族自治区')).toBe('广西');
    expect(provinceOf('内蒙古自治区')).toBe('内蒙古');
    expect(
      countByProvince([
        { area: '广州', projects: 2, amount: 0 },
        { area: '深圳', projects: 3, amount: 0 },
        { area: '上海', projects: 1, amount: 0 },
      ]),
    ).toEqual([
      { name: '广东', value: 5 },
      { name: '上海', value: 1 },
    ]);
  });
  it('shows 万元 rounded down', () => {
    expect(toTenThousand(1907261.22)).toBe(190);
    expect(toTenThousand(9999)).toBe(0);
  });
});
