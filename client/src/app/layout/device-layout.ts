import { useSyncExternalStore } from 'react';

export type DeviceLayout = 'mobile' | 'narrow-desktop' | 'desktop';

export const MOBILE_MAX_WIDTH = 767;
export const NARROW_DESKTOP_MAX_WIDTH = 1087;

/** decisions.md #2: under 768px mobile (menu in a drawer); 768–1087px side menu collapsed; from 1088px open. */
export function deviceLayoutFor(width: number): DeviceLayout {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= NARROW_DESKTOP_MAX_WIDTH) return 'narrow-desktop';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useDeviceLayout(): DeviceLayout {
  return useSyncExternalStore(subscribe, () => deviceLayoutFor(window.innerWidth));
}
