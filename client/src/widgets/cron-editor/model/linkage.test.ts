import { describe, expect, it } from 'vitest';
import { applyLinkage } from './linkage';
import { DEFAULT_FIELDS, type CronFields } from './fields';

const fields = (overrides: Partial<CronFields>): CronFields => ({ ...DEFAULT_FIELDS, ...overrides });

// Each row: the fields before, the user's edit, and every field that must hold afterwards (001 §4, §5).
const RULES: { name: string; before: Partial<CronFields>; edit: Partial<CronFields>; after: Partial<CronFields> }[] = [
  { name: 'B-CRON-17 minute change with second * sets second 0', before: {}, edit: { minute: '5' }, after: { second: '0', minute: '5' } },
  { name: 'minute change keeps a second that is not *', before: { second: '30' }, edit: { minute: '5' }, after: { second: '30' } },
  { name: 'B-CRON-18 hour change with minute * sets minute 0', before: { second: '10' }, edit: { hour: '3' }, after: { minute: '0', second: '10' } },
  { name: 'hour change keeps a minute that is not *', before: { minute: '15', second: '*' }, edit: { hour: '3' }, after: { minute: '15', second: '*' } },
  { name: 'B-CRON-19 a non-? day with hour * sets hour 0', before: { second: '1', minute: '2' }, edit: { day: '15' }, after: { hour: '0', minute: '2' } },
  { name: 'B-CRON-20 a non-? week with hour * sets hour 0', before: { second: '1', minute: '2', day: '?', week: '*' }, edit: { week: '2' }, after: { hour: '0' } },
  { name: 'a day change keeps an hour that is not *', before: { hour: '8' }, edit: { day: 'L' }, after: { hour: '8' } },
  { name: 'B-CRON-21 month change with day ? and week * sets week 1', before: { day: '?', week: '*', hour: '1' }, edit: { month: '3' }, after: { week: '1', day: '?' } },
  { name: 'B-CRON-22 month change with week ? and day * sets day 1', before: { hour: '1' }, edit: { month: '3' }, after: { day: '1', week: '?' } },
  { name: 'month change with a set day leaves day and week', before: { day: '15', hour: '1' }, edit: { month: '3' }, after: { day: '15', week: '?' } },
  { name: 'B-CRON-23 year change with month * sets month 1', before: { hour: '1' }, edit: { year: '2030' }, after: { month: '1' } },
  { name: 'year change keeps a month that is not *', before: { month: '6', hour: '1' }, edit: { year: '2030' }, after: { month: '6' } },
  { name: 'B-CRON-64 a day value makes week ?', before: { day: '?', week: '2', hour: '1' }, edit: { day: '15' }, after: { week: '?' } },
  { name: 'B-CRON-65 B-CRON-76 a week value makes day ?', before: { hour: '1' }, edit: { week: '2#1' }, after: { day: '?' } },
  { name: 'day set to ? while week is ? makes week *', before: { hour: '1' }, edit: { day: '?' }, after: { week: '*' } },
  {
    name: 'one day edit cascades to hour, minute and second',
    before: {},
    edit: { day: '1/5' },
    after: { second: '0', minute: '0', hour: '0', day: '1/5', week: '?' },
  },
];

describe('linkage between fields', () => {
  it.each(RULES)('$name', ({ before, edit, after }) => {
    const previous = fields(before);
    const result = applyLinkage(previous, { ...previous, ...edit });
    expect(result).toMatchObject(after);
  });

  it('changes nothing when nothing changed', () => {
    const previous = fields({ day: '?', week: '*' });
    expect(applyLinkage(previous, { ...previous })).toEqual(previous);
  });
});
