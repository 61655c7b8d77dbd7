import { describe, expect, it } from 'vitest';
import { hasChanges, sectionBody, sectionChanges } from './archive-changes';

const keys = ['school', 'major', 'endDate'];
const stored = [
  { id: 'a', school: '武汉大学', major: null, endDate: '2015-06-30' },
  { id: 'b', school: '华中师范大学', major: '汉语言文学', endDate: null },
  { id: 'c', school: '湖北工业大学', major: '会计', endDate: null },
];

describe('a save of an archive section', () => {
  it('deletes the stored rows the table dropped, adds the new ones and edits only the rows whose cells differ', () => {
    const current = [
      { id: 'a', school: '武汉大学', major: '', endDate: '2015-06-30' }, // null and '' are the same empty cell
      { id: 'b', school: '华中师范大学', major: '汉语言文学', endDate: '2012-07-01' },
      { id: '17000001_tid-abcdef', school: '武汉职业技术学院', major: '电子商务', endDate: '' },
    ];
    const changes = sectionChanges(stored, current, keys);
    expect(changes.removedIds).toEqual(['c']);
    expect(changes.edited.map((row) => row.id)).toEqual(['b']);
    expect(changes.added.map((row) => row.id)).toEqual(['17000001_tid-abcdef']);
    expect(hasChanges(changes)).toBe(true);
  });

  it('an untouched table changes nothing', () => {
    expect(hasChanges(sectionChanges(stored, stored.map((row) => ({ ...row })), keys))).toBe(false);
  });

  it("sends the section's keys with the employee, empty cells as null, and the id only on edit", () => {
    const row = { id: 'b', school: '华中师范大学', major: '', endDate: '2012-07-01', _dictText: 'x' };
    expect(sectionBody(row, keys, 'e1', true)).toEqual({ employeeId: 'e1', id: 'b', school: '华中师范大学', major: null, endDate: '2012-07-01' });
    expect(sectionBody(row, keys, 'e1', false)).not.toHaveProperty('id');
  });
});
