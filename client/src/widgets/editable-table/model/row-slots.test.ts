import { describe, expect, it } from 'vitest';
import { assignSlots } from './row-slots';

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => `r${from + index}`);
const slotsOf = (slots: Map<string, number>, keys: string[]) => keys.map((key) => slots.get(key));

describe('assignSlots', () => {
  it('numbers the first window from 0', () => {
    expect(slotsOf(assignSlots(new Map(), ids(0, 4)), ids(0, 4))).toEqual([0, 1, 2, 3]);
  });

  it('keeps the slot of every row that stays and gives the freed slots to the rows that enter', () => {
    const next = assignSlots(assignSlots(new Map(), ids(0, 4)), ids(2, 6));
    expect(slotsOf(next, ids(2, 6))).toEqual([2, 3, 0, 1]);
  });

  it('after a jump gives the new rows the old slots in the order the old rows were shown', () => {
    const scrolled = assignSlots(assignSlots(new Map(), ids(0, 4)), ids(2, 6)); // shown order of slots: 2 3 0 1
    const jumped = assignSlots(scrolled, ids(500, 504));
    expect(slotsOf(jumped, ids(500, 504))).toEqual([2, 3, 0, 1]);
  });

  it('keeps a row on its slot when a row is inserted above it', () => {
    const next = assignSlots(assignSlots(new Map(), ['a', 'b', 'c']), ['new', 'a', 'b']);
    expect(slotsOf(next, ['new', 'a', 'b'])).toEqual([2, 0, 1]);
  });

  it('adds slots past every used one when the window grows, never giving two rows one slot', () => {
    const grown = assignSlots(assignSlots(new Map(), ids(0, 3)), ids(1, 8));
    expect(slotsOf(grown, ids(1, 8))).toEqual([1, 2, 0, 3, 4, 5, 6]);
    expect(new Set(grown.values()).size).toBe(7);
  });
});
