// The first render of antd's components in a page costs far more than the next: antd computes its design tokens,
// and the browser compiles antd's, rc-component's and React's code, on first use. A second login in the same
// document took 557–773 ms of main-thread CPU from the click to the workbench painted, the first 873–1147 ms (scratch
// trace, loaded machine). While the user types on the login page, this draws a specimen of what the main layout and
// the workbench are made of — antd only, no data, no calls — off-screen, one group per idle period, then unmounts it,
// so the login's real render runs warm (login → workbench ≤ 800 ms, bench:dashboard).
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProviders } from '../settings/theme-providers';
import { CardsSpecimen, LayoutSpecimen } from './signed-in-specimens';

const SPECIMENS: (() => ReactNode)[] = [LayoutSpecimen, CardsSpecimen];

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 2000 }) : window.setTimeout(work, 50);

let started = false;

/**
 * Draws each specimen off-screen in the app's theme, one per idle period, each twice (the second draw still cost
 * more than later ones), then unmounts them; stops as soon as `goOn` says no (the login has started). Once per page.
 */
export function warmUpSignedInScreens(goOn: () => boolean): void {
  if (started) return;
  started = true;
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute('inert', '');
  host.style.cssText = 'position:fixed;left:-10000px;top:0;width:1440px;height:900px;overflow:hidden;visibility:hidden;pointer-events:none';
  document.body.append(host);
  const root = createRoot(host);
  const steps = [...SPECIMENS, ...SPECIMENS];
  const finish = () => {
    root.unmount();
    host.remove();
  };
  const next = () => {
    const Specimen = steps.shift();
    if (!Specimen || !goOn()) {
      finish();
      return;
    }
    root.render(<ThemeProviders>{<Specimen />}</ThemeProviders>);
    whenIdle(next);
  };
  whenIdle(next);
}
