import { describe, expect, it } from 'vitest';
import { chartAnimationEnabled, DEFAULT_CHART_HEIGHT } from './chart-defaults';

describe('chart defaults', () => {
  it('A-DASH-49 a chart without a height is 254 high', () => {
    expect(DEFAULT_CHART_HEIGHT).toBe(254);
  });

  it('turns animation off under automation only', () => {
    expect(chartAnimationEnabled({ webdriver: true })).toBe(false);
    expect(chartAnimationEnabled({ webdriver: false })).toBe(true);
  });
});
