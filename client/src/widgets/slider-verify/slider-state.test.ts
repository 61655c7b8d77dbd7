// Slider verification, 001 §4 (Slider), one row per spec sentence.
import { describe, expect, it } from 'vitest';
import { IDLE_SLIDER, slide, type SliderEvent, type SliderState } from './slider-state';

const run = (events: SliderEvent[], from: SliderState = IDLE_SLIDER) => events.reduce(slide, from);

describe('slider states (001 §4)', () => {
  it.each([
    ['B-SLIDER-03 it starts idle', [], 'idle', 0],
    ['B-SLIDER-03 pressing the handle starts dragging', [{ type: 'press', x: 10 }], 'dragging', 0],
    ['B-SLIDER-04 a drag short of the track width does not verify', [{ type: 'press', x: 10 }, { type: 'move', x: 209, travel: 200 }], 'dragging', 199],
    ['B-SLIDER-04 B-SLIDER-06 a drag across the whole track verifies', [{ type: 'press', x: 10 }, { type: 'move', x: 210, travel: 200 }], 'verified', 200],
    ['B-SLIDER-07 releasing early returns the handle to the start', [{ type: 'press', x: 10 }, { type: 'move', x: 150, travel: 200 }, { type: 'release' }], 'idle', 0],
    ['B-SLIDER-05 once verified it is locked: release, press and move change nothing', [{ type: 'press', x: 0 }, { type: 'move', x: 300, travel: 200 }, { type: 'release' }, { type: 'press', x: 5 }, { type: 'move', x: 6, travel: 200 }], 'verified', 200],
    ['dragging backwards past the start keeps the handle at the start', [{ type: 'press', x: 50 }, { type: 'move', x: 10, travel: 200 }], 'dragging', 0],
    ['a move without a press does nothing', [{ type: 'move', x: 500, travel: 200 }], 'idle', 0],
    ['bad input (NaN, no track) changes nothing', [{ type: 'press', x: Number.NaN }, { type: 'press', x: 0 }, { type: 'move', x: Number.NaN, travel: 200 }, { type: 'move', x: 400, travel: 0 }], 'dragging', 0],
  ] as Array<[string, SliderEvent[], string, number]>)('%s', (_rule, events, phase, offset) => {
    const state = run(events);
    expect(state.phase).toBe(phase);
    expect(state.offset).toBe(offset);
  });
});
