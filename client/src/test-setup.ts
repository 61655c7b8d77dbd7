import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// antd's responsive helpers call matchMedia; happy-dom has it, but keep a fallback for other environments.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// `findBy…` and `waitFor` give up after this long. Testing Library's default (1 s) is shorter than a screen's render on
// a busy 2-core machine, where `npm test` runs this suite at the lowest CPU priority beside the e2e step.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
