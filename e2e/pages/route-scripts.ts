// The scripts a page fetches from the server, with their size gzip-compressed file by file as bench:dashboard
// weighs them (KB = 1024 bytes), so the budgets and the benchmark speak of the same figure.
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface FetchedScript {
  path: string;
  gzipKb: number;
}

export class RouteScripts {
  private readonly fetched = new Map<string, Promise<FetchedScript | null>>();

  constructor(page: Page, origin: string) {
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== origin || response.request().resourceType() !== 'script' || this.fetched.has(url.pathname)) return;
      this.fetched.set(
        url.pathname,
        response.body().then(
          (body) => ({ path: url.pathname, gzipKb: gzipSync(body).length / 1024 }),
          () => null,
        ),
      );
    });
  }

  /** Every script fetched so far. */
  async all(): Promise<FetchedScript[]> {
    const scripts = await Promise.all(this.fetched.values());
    return scripts.filter((script): script is FetchedScript => script !== null);
  }
}

export const totalKb = (scripts: readonly FetchedScript[]) => scripts.reduce((sum, script) => sum + script.gzipKb, 0);

/** The largest files first, for a failure message that says where the bytes went. */
export const largest = (scripts: readonly FetchedScript[], count = 8) =>
  [...scripts]
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, count)
    .map((script) => `${script.path} ${script.gzipKb.toFixed(1)} KB`)
    .join(', ');
