import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const idle: (() => void)[] = [];
const runIdle = () => act(() => idle.splice(0).forEach((work) => work()));
const host = () => document.body.querySelector<HTMLElement>('div[aria-hidden="true"][inert]');

describe('warmUpSignedInScreens', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  });
  afterEach(() => {
    idle.length = 0;
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('draws the layout and the cards specimens off-screen, each twice, one per idle period, then removes them', async () => {
    const { warmUpSignedInScreens } = await import('./signed-in-warm-up');
    warmUpSignedInScreens(() => true);
    expect(host()?.style.left).toBe('-10000px');
    expect(host()?.childElementCount).toBe(0);
    const drawn: string[] = [];
    for (let period = 0; period < 4; period++) {
      runIdle();
      drawn.push(host()?.querySelector('.ant-layout-sider') ? 'layout' : host()?.querySelector('.ant-progress') ? 'cards' : 'nothing');
    }
    expect(drawn).toEqual(['layout', 'cards', 'layout', 'cards']);
    runIdle();
    expect(host()).toBeNull();
  });

  it('stops and cleans up as soon as the login starts, and runs once per page', async () => {
    const { warmUpSignedInScreens } = await import('./signed-in-warm-up');
    let goOn = true;
    warmUpSignedInScreens(() => goOn);
    runIdle();
    expect(host()?.querySelector('.ant-layout-sider')).not.toBeNull();
    goOn = false;
    runIdle();
    expect(host()).toBeNull();
    warmUpSignedInScreens(() => true);
    expect(host()).toBeNull();
  });
});
