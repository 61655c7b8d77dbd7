import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson, sameJson } from './json-values.js';
import { applyChange, tableChange, type Row } from './table-changes.js';

const row = (id: string, name = id, extra: Record<string, unknown> = {}): Row => ({ id, name, tags: [id], ...extra });

/** Journals `current` against `before` and replays the line's change on another copy of `before`. */
function roundTrip(before: unknown, current: unknown) {
  const journaled = cloneJson(before);
  const { change, after } = tableChange('t', current, journaled);
  const replayed: Record<string, unknown> = { t: cloneJson(before) };
  if (change) applyChange(replayed, JSON.parse(JSON.stringify(change)));
  return { change, after, replayed: replayed.t };
}

describe('table changes (the journal writes a table by its rows)', () => {
  it('a row edited in place is written alone, by its index', () => {
    const before = [row('a'), row('b'), row('c')];
    const current = cloneJson(before);
    Object.assign(current[1] as Row, { name: 'B' });
    const { change, replayed, after } = roundTrip(before, current);
    expect(change).toEqual({ t: 't', set: [[1, current[1]]] });
    expect(replayed).toEqual(current);
    expect(after).toEqual(current);
  });

  it('a nested array changed in place counts as a change of its row', () => {
    const before = [row('a'), row('b')];
    const current = cloneJson(before);
    (current[0]?.tags as string[]).push('x');
    expect(roundTrip(before, current).change).toEqual({ t: 't', set: [[0, current[0]]] });
  });

  it('an unchanged table (rows only read) writes nothing', () => {
    const before = [row('a'), row('b')];
    expect(roundTrip(before, cloneJson(before)).change).toBeNull();
  });

  it('inserts at the front and the end, deletes and edits together replay to the same table', () => {
    const before = [row('a'), row('b'), row('c'), row('d')];
    const current = [row('new1'), row('a'), row('c', 'C'), row('d'), row('new2')];
    const { change, replayed } = roundTrip(before, current);
    expect(change).toEqual({ t: 't', del: ['b'], ins: [[0, current[0]], [4, current[4]]], set: [[2, current[2]]] });
    expect(replayed).toEqual(current);
  });

  it('rows added at the front or the end are found by the row objects, the others compared only when they may differ', () => {
    const rows = [row('a'), row('b'), row('c')];
    const before = cloneJson(rows);
    const front = [row('n1'), row('n2'), ...rows];
    (front[3] as Row).name = 'A';
    const onlyA = (candidate: unknown) => candidate === front[3];
    const { change, after } = tableChange('t', front, cloneJson(before), onlyA, rows);
    expect(change).toEqual({ t: 't', ins: [[0, front[0]], [1, front[1]]], set: [[3, front[3]]] });
    expect(after).toEqual(front);
    const back = [...rows, row('n3')];
    expect(tableChange('t', back, cloneJson(before), () => false, rows).change).toEqual({ t: 't', ins: [[3, back[3]]] });
    // A row not handed out and still the same object is not compared: its change (made behind the tracker's back) is
    // not seen. This is what spares comparing 10 000 users a write only read.
    (rows[1] as Row).name = 'unseen';
    expect(tableChange('t', [...rows], cloneJson(before), () => false, rows).change).toBeNull();
  });

  it('a reordered table, duplicate ids, rows without ids and other values are written whole', () => {
    const before = [row('a'), row('b')];
    expect(roundTrip(before, [row('b'), row('a')]).change).toEqual({ t: 't', all: [row('b'), row('a')] });
    expect(roundTrip(before, [row('a'), row('a'), row('c')]).change).toMatchObject({ t: 't', all: expect.any(Array) });
    expect(roundTrip([1, 2], [1, 2, 3]).change).toEqual({ t: 't', all: [1, 2, 3] });
    expect(roundTrip('2026-01-01', null).change).toEqual({ t: 't', all: null });
    expect(roundTrip(null, null).change).toBeNull();
  });

  it('a key that left the data is written as absent and removed on replay', () => {
    const data: Record<string, unknown> = { t: [row('a')] };
    const { change } = tableChange('t', undefined, [row('a')]);
    expect(change).toEqual({ t: 't', absent: true });
    applyChange(data, change!);
    expect('t' in data).toBe(false);
  });

  it('a change that does not fit the table is refused on replay', () => {
    expect(() => applyChange({ t: [row('a')] }, { t: 't', set: [[0, row('zz')]] })).toThrow(/row zz to replace is missing/);
    expect(() => applyChange({ t: 'text' }, { t: 't', del: ['a'] })).toThrow(/not a list of rows/);
  });

  it('any sequence of inserts, deletes, edits and moves replays to the table written (property)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), name: fc.string({ maxLength: 4 }) }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), name: fc.string({ maxLength: 4 }) }),
      fc.record({ kind: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 12 }), fc.array(op, { maxLength: 8 }), (size, ops) => {
        const before = Array.from({ length: size }, (_, i) => row(`r${i}`));
        const current = cloneJson(before);
        let made = 0;
        for (const o of ops) {
          const at = current.length ? o.at % current.length : 0;
          if (o.kind === 'insert') current.splice(o.at % (current.length + 1), 0, row(`n${made++}`, o.name));
          else if (!current.length) continue;
          else if (o.kind === 'delete') current.splice(at, 1);
          else if (o.kind === 'edit') (current[at] as Row).name = o.name;
          else current.splice(o.to % current.length, 0, ...current.splice(at, 1));
        }
        const { replayed, after } = roundTrip(before, current);
        expect(replayed).toEqual(current);
        expect(sameJson(after, current)).toBe(true);
        // The same with the row objects known (the tracker's case): rows of `before` kept as they were are the same objects.
        const objects = before.map((r) => current.find((c) => c.id === r.id && sameJson(c, r)) ?? r);
        const withObjects = tableChange('t', current, cloneJson(before), undefined, objects);
        const again: Record<string, unknown> = { t: cloneJson(before) };
        if (withObjects.change) applyChange(again, JSON.parse(JSON.stringify(withObjects.change)));
        expect(again.t).toEqual(current);
      }),
      { numRuns: 300 },
    );
  });
});

describe('sameJson', () => {
  it('compares as JSON would write: undefined properties are absent, NaN is NaN', () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(Number.NaN, Number.NaN)).toBe(true);
    expect(sameJson(null, {})).toBe(false);
  });
});
