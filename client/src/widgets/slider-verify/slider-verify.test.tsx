// B-SLIDER-06: the slider emits success once, when the handle has crossed the whole track, and not for a drag
// short of it nor again after it locked (the state machine's own rules: slider-state.test.ts).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SliderVerify } from './slider-verify';

/** Renders the slider on a track 240 px wide: the 40 px handle travels 200 px. */
function renderSlider() {
  const onSuccess = vi.fn();
  render(<SliderVerify onSuccess={onSuccess} />);
  Object.defineProperty(screen.getByTestId('slider-verify'), 'clientWidth', { value: 240 });
  return { onSuccess, handle: screen.getByRole('slider', { name: '拖动滑块验证' }) };
}

describe('SliderVerify', () => {
  it('B-SLIDER-06 emits success once the handle crosses the whole track, and only once', () => {
    const { onSuccess, handle } = renderSlider();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 150, pointerId: 1 });
    expect(onSuccess).not.toHaveBeenCalled();
    fireEvent.pointerMove(handle, { clientX: 210, pointerId: 1 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('slider-verify')).toHaveTextContent('验证通过');
    fireEvent.pointerMove(handle, { clientX: 260, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 220, pointerId: 1 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('B-SLIDER-06 a drag released short of the end emits nothing and the handle returns to the start', () => {
    const { onSuccess, handle } = renderSlider();
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 209, pointerId: 1 });
    fireEvent.pointerUp(handle, { pointerId: 1 });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByTestId('slider-verify')).toHaveAttribute('data-phase', 'idle');
    expect(screen.getByTestId('slider-verify')).toHaveTextContent('拖动滑块验证');
  });
});
