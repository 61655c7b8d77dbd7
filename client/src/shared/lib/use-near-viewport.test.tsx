import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'drawn' : 'placeholder'}</div>;
}

/** An IntersectionObserver whose callback the test fires. */
function stubObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  const fire = (isIntersecting: boolean) => act(() => observers.at(-1)?.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { observers, fire };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('draws nothing until the element comes within the margin, then keeps it drawn and stops observing', () => {
    const { observers, fire } = stubObserver();
    render(<Probe />);
    expect(screen.getByText('placeholder')).toBeDefined();
    expect(observers[0]?.options?.rootMargin).toBe('100px');
    fire(false);
    expect(screen.getByText('placeholder')).toBeDefined();
    fire(true);
    expect(screen.getByText('drawn')).toBeDefined();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('counts everything as near where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('drawn')).toBeDefined();
  });
});
