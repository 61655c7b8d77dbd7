import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { useRef, useState, type PointerEvent } from 'react';
import { IDLE_SLIDER, slide, type SliderState } from './slider-state';

export interface SliderVerifyProps {
  /** Called once, when the handle has crossed the whole track. */
  onSuccess?: () => void;
  width?: number;
}

const HEIGHT = 40;
const HANDLE = 40;

/** Slider verification (001 §2, §4): 拖动滑块验证 until the handle is dragged fully across, then 验证通过 and locked. */
export function SliderVerify({ onSuccess, width = 300 }: SliderVerifyProps) {
  const [state, setState] = useState<SliderState>(IDLE_SLIDER);
  // Pointer events can arrive faster than React renders (a quick drag sends press and moves before the next render),
  // so each event steps from the latest state, not from the one this render closed over.
  const latest = useRef<SliderState>(IDLE_SLIDER);
  const track = useRef<HTMLDivElement>(null);
  const verified = state.phase === 'verified';

  const dispatch = (event: Parameters<typeof slide>[1]) => {
    const next = slide(latest.current, event);
    if (next === latest.current) return;
    latest.current = next;
    setState(next);
    if (next.phase === 'verified') onSuccess?.();
  };
  const travel = () => (track.current?.clientWidth ?? width) - HANDLE;

  return (
    <div
      ref={track}
      data-testid="slider-verify"
      data-phase={state.phase}
      style={{ position: 'relative', width: '100%', maxWidth: width, height: HEIGHT, background: '#e8e8e8', borderRadius: 4, userSelect: 'none', touchAction: 'none' }}
    >
      <div style={{ position: 'absolute', inset: 0, width: state.offset + HANDLE, background: verified ? '#52c41a' : '#91d5ff', borderRadius: 4, transition: state.phase === 'dragging' ? 'none' : 'width .2s' }} />
      <span style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: verified ? '#fff' : '#666', fontSize: 14 }}>
        {verified ? '验证通过' : '拖动滑块验证'}
      </span>
      <div
        role="slider"
        aria-label="拖动滑块验证"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={verified ? 100 : 0}
        aria-disabled={verified}
        tabIndex={0}
        onPointerDown={(event: PointerEvent) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          dispatch({ type: 'press', x: event.clientX });
        }}
        onPointerMove={(event: PointerEvent) => dispatch({ type: 'move', x: event.clientX, travel: travel() })}
        onPointerUp={() => dispatch({ type: 'release' })}
        onPointerCancel={() => dispatch({ type: 'release' })}
        style={{
          position: 'absolute',
          top: 0,
          left: state.offset,
          width: HANDLE,
          height: HEIGHT,
          background: '#fff',
          border: '1px solid #d9d9d9',
          borderRadius: 4,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          cursor: verified ? 'default' : 'grab',
          transition: state.phase === 'dragging' ? 'none' : 'left .2s',
        }}
      >
        {verified ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
