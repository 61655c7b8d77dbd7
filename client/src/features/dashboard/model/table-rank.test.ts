import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABLE_PAGE_SIZE, DASHBOARD_TABLE_SCROLL_Y, MAIN_PROJECTS_PAGE_SIZE, rankOf } from './table-rank';

describe('table ranks', () => {
  it('A-DASH-38 numbers rows across pages of the dashboard tables', () => {
    expect(rankOf(1, DASHBOARD_TABLE_PAGE_SIZE, 0)).toBe(1);
    expect(rankOf(1, DASHBOARD_TABLE_PAGE_SIZE, 19)).toBe(20);
    expect(rankOf(2, DASHBOARD_TABLE_PAGE_SIZE, 0)).toBe(21);
  });

  it('A-DASH-52 ranks the main projects table from page and position', () => {
    expect(rankOf(3, MAIN_PROJECTS_PAGE_SIZE, 4)).toBe(25);
  });

  it('A-DASH-32 A-DASH-39 A-DASH-53 uses the spec page sizes and scroll height', () => {
    expect(DASHBOARD_TABLE_PAGE_SIZE).toBe(20);
    expect(DASHBOARD_TABLE_SCROLL_Y).toBe(273);
    expect(MAIN_PROJECTS_PAGE_SIZE).toBe(10);
  });
});
