import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { beginHydration, useHydrated } from './use-hydrated';

describe('useHydrated', () => {
  it('is true from the first render of a page the client renders alone', () => {
    const seen: boolean[] = [];
    renderHook(() => seen.push(useHydrated()));
    expect(seen[0]).toBe(true);
  });

  it('starts false while server markup is adopted, turns true after the effects, and later mounts start true', async () => {
    beginHydration();
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const hydrated = useHydrated();
      seen.push(hydrated);
      return hydrated;
    });
    expect(seen[0]).toBe(false);
    await act(async () => {});
    expect(result.current).toBe(true);
    const later: boolean[] = [];
    renderHook(() => later.push(useHydrated()));
    expect(later[0]).toBe(true);
  });
});
