// The slider verification's states of 001 §4: idle → dragging → verified (locked), or back to idle on an early release.

export type SliderPhase = 'idle' | 'dragging' | 'verified';

export interface SliderState {
  phase: SliderPhase;
  /** Where the pointer went down. */
  startX: number;
  /** How far the handle is from the start, 0 … travel. */
  offset: number;
}

export type SliderEvent =
  | { type: 'press'; x: number }
  | { type: 'move'; x: number; travel: number }
  | { type: 'release' };

export const IDLE_SLIDER: SliderState = { phase: 'idle', startX: 0, offset: 0 };

/**
 * `travel` is the track width the handle can cover. The drag verifies once its distance reaches past the track
 * (offset ≥ travel); from then on the slider is locked. Releasing earlier returns the handle to the start.
 */
export function slide(state: SliderState, event: SliderEvent): SliderState {
  if (state.phase === 'verified') return state;
  switch (event.type) {
    case 'press':
      return Number.isFinite(event.x) ? { phase: 'dragging', startX: event.x, offset: 0 } : state;
    case 'move': {
      if (state.phase !== 'dragging' || !Number.isFinite(event.x) || !(event.travel > 0)) return state;
      const distance = event.x - state.startX;
      if (distance >= event.travel) return { ...state, phase: 'verified', offset: event.travel };
      return { ...state, offset: Math.max(0, distance) };
    }
    case 'release':
      return state.phase === 'dragging' ? IDLE_SLIDER : state;
    default:
      return state;
  }
}
