import { clamp, quartzBounds, quartzMaxStep } from './bounds';
import { LAST_DAY_OFFSET_QUARTZ, NTH_BOUNDS, type FieldMode } from './field-mode';
import { DEFAULT_FIELDS, type FieldKey } from './fields';

/**
 * The Quartz text of one field. Whatever the inputs held, only values Quartz accepts come out (decision 18):
 * numbers are clamped to the field's Quartz bounds, a reversed range is put in order, list entries outside the
 * bounds are dropped and an empty list falls back to the field's default (`*`, `?` for week).
 */
export function formatField(key: FieldKey, mode: FieldMode, currentYear: number): string {
  const bounds = quartzBounds(key, currentYear);
  const value = (n: number) => clamp(n, bounds);
  switch (mode.kind) {
    case 'every':
      return '*';
    case 'unspecified':
      return '?';
    case 'range': {
      const [start, end] = [value(mode.start), value(mode.end)].sort((a, b) => a - b);
      return `${start}-${end}`;
    }
    case 'increment':
      return `${value(mode.start)}/${clamp(mode.step, { min: 1, max: quartzMaxStep(key) })}`;
    case 'specific': {
      const kept = [...new Set(mode.values.map(Math.round))]
        .filter((n) => n >= bounds.min && n <= bounds.max)
        .sort((a, b) => a - b);
      return kept.length > 0 ? kept.join(',') : DEFAULT_FIELDS[key] === '?' ? '?' : '*';
    }
    case 'lastDay':
      return 'L';
    case 'lastDayOffset':
      return `L-${clamp(mode.offset, LAST_DAY_OFFSET_QUARTZ)}`;
    case 'nearestWeekday':
      return `${value(mode.day)}W`;
    case 'lastWeekday':
      return 'LW';
    case 'lastWeekdayOfMonth':
      return `${value(mode.weekday)}L`;
    case 'nthWeekday':
      return `${value(mode.weekday)}#${clamp(mode.nth, NTH_BOUNDS)}`;
  }
}
