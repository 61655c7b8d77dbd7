import { describe, expect, it } from 'vitest';
import { deviceLayoutFor } from './device-layout';

describe('deviceLayoutFor', () => {
  it.each([
    [375, 'mobile'],
    [767, 'mobile'],
    [768, 'narrow-desktop'],
    [1087, 'narrow-desktop'],
    [1088, 'desktop'],
    [1920, 'desktop'],
  ])('%ipx → %s', (width, layout) => {
    expect(deviceLayoutFor(width)).toBe(layout);
  });
});
