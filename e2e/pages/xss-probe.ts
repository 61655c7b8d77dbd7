// What the XSS corpus run watches in the page: script executions (alert, confirm, prompt, print, dialogs, and the
// window.__xss marker the project's own payloads set), requests a payload makes, and what is left in the sink.
import type { Locator, Page, Request } from '@playwright/test';

export interface XssVector {
  title: string;
  payload: string;
}

export interface SinkLeftovers {
  /** Elements that run or load code: script, iframe, object, embed, base, meta, link, style, form, frame. */
  active: string[];
  /** Event-handler attributes (on*) left on any element. */
  handlers: string[];
  /** URL attributes with javascript:, vbscript: or data:text/html. */
  scriptUrls: string[];
}

/**
 * A payload in a marked wrapper, followed by a reset that closes whatever raw-text, comment or attribute state it may
 * leave open, so that the next payload of a batch starts in a fresh parser state.
 */
export const wrapVector = (index: number, payload: string) =>
  `<div title="xss-vector-${index}">${payload}</textarea></title></style></xmp></noscript></noembed></noframes></iframe></script></select></template></table></svg></math>-->"'></div>`;

/** Before the page's own scripts: every way a payload reports that it ran ends in window.__xssRuns. */
export async function installXssProbe(page: Page): Promise<() => Promise<string[]>> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const runs: string[] = [];
    const record = (what: string) => (...args: unknown[]) => {
      runs.push(`${what}(${args.map(String).join(',')})`);
      return null;
    };
    Object.assign(window, { __xssRuns: runs, alert: record('alert'), confirm: record('confirm'), prompt: record('prompt'), print: record('print') });
    Object.defineProperty(window, '__xss', { set: (value: unknown) => runs.push(`__xss=${String(value)}`), configurable: true });
  });
  return async () => [...dialogs, ...(await page.evaluate(() => (window as unknown as { __xssRuns: string[] }).__xssRuns))];
}

/** Waits until every image in the sink has loaded or failed, so an error handler would have run by now. */
export async function imagesSettled(sink: Locator): Promise<string[]> {
  return sink.evaluate(async (root) => {
    const images = Array.from(root.querySelectorAll('img'));
    await Promise.all(
      images.map((image) =>
        image.complete ? null : new Promise((done) => {
          image.addEventListener('load', done, { once: true });
          image.addEventListener('error', done, { once: true });
        }),
      ),
    );
    return images.map((image) => image.src).filter(Boolean);
  });
}

export async function leftovers(sink: Locator): Promise<SinkLeftovers> {
  return sink.evaluate((root) => {
    const all = Array.from(root.querySelectorAll('*'));
    const active = all.filter((element) => /^(script|iframe|object|embed|base|meta|link|style|form|frame|frameset)$/i.test(element.localName)).map((element) => element.localName);
    const handlers = all.flatMap((element) => element.getAttributeNames().filter((name) => /^on/i.test(name)).map((name) => `${element.localName}[${name}]`));
    const scriptUrls = all.flatMap((element) =>
      element
        .getAttributeNames()
        .filter((name) => /^(href|src|action|formaction|xlink:href|data|poster|background|srcset)$/i.test(name))
        .filter((name) => /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i.test((element.getAttribute(name) ?? '').replace(/\s+/g, '')))
        .map((name) => `${element.localName}[${name}]`),
    );
    return { active, handlers, scriptUrls };
  });
}

/**
 * Requests made while payloads are shown. The app's own API calls (same origin, /v1/, XHR or fetch) are not a
 * payload's; an image request is allowed only for the src of an <img> the sanitised output visibly shows (a
 * network image is content staff may add). Anything else is a payload phoning out. Other hosts are never reached.
 */
export class PayloadRequests {
  private readonly seen: Request[] = [];
  private readonly shownImages = new Set<string>();

  constructor(page: Page, private readonly origin: string) {
    page.on('request', (request) => this.seen.push(request));
  }

  static async blockOtherHosts(page: Page, origin: string): Promise<void> {
    await page.route((url) => url.origin !== origin, (route) => route.abort());
  }

  startCounting(): void {
    this.seen.length = 0;
  }

  imagesShown(sources: readonly string[]): void {
    for (const source of sources) this.shownImages.add(source);
  }

  fromPayloads(): string[] {
    return this.seen
      .filter((request) => {
        const url = new URL(request.url());
        const type = request.resourceType();
        if (url.origin === this.origin && url.pathname.startsWith('/v1/') && (type === 'xhr' || type === 'fetch')) return false;
        return !(type === 'image' && this.shownImages.has(request.url()));
      })
      .map((request) => `${request.resourceType()} ${request.url()}`);
  }
}
