import { describe, expect, it } from 'vitest';
import golden from './quartz-vectors.json';
import { nextFireTimes } from '../model/next-fire-times';

/**
 * Each vector's times were printed by Quartz itself (see README), never by this code. The one place where our
 * preview knowingly differs from Quartz is listed with the reason; its times must agree up to that point.
 */
const KNOWN_DIFFERENCES: Record<string, { agreeingTimes: number; why: string }> = {
  '0 0 0 31W * ?': {
    agreeingTimes: 8,
    why: 'Quartz 2.3.2 fires 31W on 30 April 2027 but not on 30 April 2026 nor in June; croner never fires it in 30-day months',
  },
};

describe('golden vectors from Quartz', () => {
  it('cover at least 60 expressions', () => {
    expect(golden.vectors.length).toBeGreaterThanOrEqual(60);
  });

  it.each(golden.vectors)('B-CRON-12 $expression ($note)', ({ expression, next }) => {
    const times = nextFireTimes(expression, new Date(golden.from), 10, golden.timeZone).map((time) =>
      time.toISOString().replace('.000Z', 'Z'),
    );
    const difference = KNOWN_DIFFERENCES[expression];
    if (difference) {
      expect(times.slice(0, difference.agreeingTimes)).toEqual(next.slice(0, difference.agreeingTimes));
      expect(times).not.toEqual(next);
    } else {
      expect(times).toEqual(next);
    }
  });
});
