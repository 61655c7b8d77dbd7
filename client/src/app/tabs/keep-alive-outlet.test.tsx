import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useState } from 'react';
import { MemoryRouter, useLocation, useNavigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { useTabsStore } from './tabs-store';

/** Real mounts (a state initialiser runs once per mount, not when a hidden tab is shown again). */
const mounts: Record<string, number> = {};
/** Effect runs: <Activity> stops a hidden page's effects and starts them again when it is shown. */
const activations: Record<string, number> = {};

/** A page with typed state; it shows the query it sees, to prove each tab keeps its own URL. */
function NotePage({ name }: { name: string }) {
  const [params] = useSearchParams();
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return null;
  });
  useEffect(() => {
    activations[name] = (activations[name] ?? 0) + 1;
  }, [name]);
  return (
    <label>
      {name} page q={params.get('q') ?? ''}
      <input aria-label={`${name} note`} />
    </label>
  );
}

const routes: RouteObject[] = [
  { path: '/a', element: <NotePage name="a" /> },
  { path: '/b', element: <NotePage name="b" /> },
  { path: '/c', element: <NotePage name="c" /> },
];

let navigateTo: (to: string) => void = () => {};

/** The layout's part: open the visited page's tab (multi-page mode), then render the tabs. */
function Harness({ keepAlive = true }: { keepAlive?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = navigate;
  }, [navigate]);
  const visit = useTabsStore((state) => state.visit);
  useLayoutEffect(() => {
    visit({ pathname, search, hash }, { title: pathname, keepAlive: pathname === '/c' ? false : keepAlive }, { multipage: true, workbench: null });
  }, [pathname, search, hash, visit, keepAlive]);
  return <KeepAliveOutlet routes={routes} />;
}

function go(to: string) {
  act(() => navigateTo(to));
}

afterEach(() => {
  // Unmount first: resetting the store under a mounted tree would re-render (and count) its pages.
  cleanup();
  useTabsStore.getState().reset();
  for (const record of [mounts, activations]) for (const key of Object.keys(record)) delete record[key];
});

describe('keep-alive page tabs', () => {
  it('a page keeps its typed text and stays mounted across a tab switch', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a?q=1']}>
        <Harness />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('a note'), 'hello');
    go('/b');
    expect(screen.getByLabelText('b note')).toBeVisible();
    // the hidden tab is still there, with its text, and still sees its own URL
    expect(screen.getByLabelText('a note', { selector: 'input' })).toHaveValue('hello');
    expect(screen.getByLabelText('a note')).not.toBeVisible();
    expect(screen.getByText(/a page q=1/)).toBeInTheDocument();
    go('/a?q=1');
    expect(screen.getByLabelText('a note')).toBeVisible();
    expect(screen.getByLabelText('a note')).toHaveValue('hello');
    expect(mounts.a).toBe(1);
    // its effects stopped while hidden and ran again when shown
    expect(activations.a).toBe(2);
  });

  it('A-TABS-09 refreshing a tab mounts its page afresh and loses its state', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Harness />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('a note'), 'draft');
    act(() => useTabsStore.getState().refresh('/a'));
    expect(screen.getByLabelText('a note')).toHaveValue('');
    expect(mounts.a).toBe(2);
  });

  it('closing a tab unmounts its page; reopening starts fresh', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Harness />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('a note'), 'gone soon');
    go('/b');
    act(() => void useTabsStore.getState().close('/a'));
    expect(screen.queryByLabelText('a note')).toBeNull();
    go('/a');
    expect(screen.getByLabelText('a note')).toHaveValue('');
    expect(mounts.a).toBe(2);
  });

  it('a page with keepAlive off is unmounted when its tab is left', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/c']}>
        <Harness />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('c note'), 'not kept');
    go('/a');
    expect(screen.queryByLabelText('c note')).toBeNull();
    go('/c');
    expect(screen.getByLabelText('c note')).toHaveValue('');
    expect(mounts.c).toBe(2);
  });
});
