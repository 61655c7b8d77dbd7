import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

const moduleWith = () => Promise.resolve({ Page: ({ name }: { name: string }) => <p>page {name}</p> });

describe('lazyPage', () => {
  it('a page preloaded before its first render renders in that render, without its fallback', async () => {
    const Page = lazyPage('preloaded', moduleWith, 'Page');
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="a" />
      </Suspense>,
    );
    // synchronously, in the render above: a suspension would have shown the fallback first
    expect(screen.getByText('page a')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('a page not loaded yet shows the fallback, then the page once its chunk arrives', async () => {
    const Page = lazyPage('cold', moduleWith, 'Page');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      await Page.preload();
    });
    expect(await screen.findByText('page b')).toBeTruthy();
  });
});
