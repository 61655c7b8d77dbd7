export { SliderVerify, type SliderVerifyProps } from './slider-verify';
export { slide, IDLE_SLIDER, type SliderState, type SliderPhase } from './slider-state';
