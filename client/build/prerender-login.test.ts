import type { Manifest } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginDocument } from './prerender-login';

const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <script defer src="/config.js"></script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_react-B2.js'], css: ['assets/index-C3.css'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_button-D4.js': { file: 'assets/button-D4.js', imports: ['_react-B2.js'] },
  'src/app/layout/user-layout.tsx': { file: 'assets/user-layout-E5.js', isDynamicEntry: true, css: ['assets/user-layout-F6.css'] },
  'src/app/session/login-page.tsx': { file: 'assets/login-page-G7.js', isDynamicEntry: true, imports: ['_button-D4.js'], css: ['assets/login-page-H8.css'] },
  'src/app/layout/basic-layout.tsx': { file: 'assets/basic-layout-J9.js', isDynamicEntry: true, css: ['assets/basic-layout-K0.css'] },
};

const SCREEN = { html: '<div class="user-layout"><form name="login"></form></div>', styles: '<style data-css-hash="x">.ant-input{}</style>' };
const cssOf = (file: string) => `/* ${file} */`;

describe('loginDocument', () => {
  const document = loginDocument(INDEX, MANIFEST, SCREEN, cssOf);

  it('puts the prerendered markup into #root, marked for main.tsx to hydrate', () => {
    expect(document).toContain('<div id="root" data-prerendered="/user/login"><div class="user-layout"><form name="login"></form></div></div>');
  });

  it("inlines every stylesheet of the page and antd's styles in the head, so the first paint waits for none", () => {
    const head = document.slice(0, document.indexOf('</head>'));
    for (const file of ['assets/index-C3.css', 'assets/user-layout-F6.css', 'assets/login-page-H8.css']) expect(head).toContain(`<style data-inlined="/${file}">/* ${file} */</style>`);
    expect(head).not.toMatch(/rel="stylesheet"(?![^>]*disabled)/);
    expect(head).toContain(SCREEN.styles);
    expect(document).not.toContain('basic-layout');
  });

  it('starts every script only from the inline loader: the entry, its preloads and the login chunks, none in the markup', () => {
    expect(document).not.toMatch(/<script[^>]*type="module"/);
    expect(document).not.toMatch(/<link[^>]*modulepreload/);
    const loader = /<script>\((function startScriptsAfterPaint[\s\S]*?)\)\(("[^"]*"), (\[[^\]]*\])\)<\/script>/.exec(document);
    expect(loader).not.toBeNull();
    expect(JSON.parse(loader![2]!)).toBe('/assets/index-A1.js');
    expect(JSON.parse(loader![3]!)).toEqual(['/assets/react-B2.js', '/assets/user-layout-E5.js', '/assets/button-D4.js', '/assets/login-page-G7.js']);
    expect(document).toContain('<script defer src="/config.js"></script>');
  });

  it("names the lazy chunks' inlined stylesheets by disabled links (never fetched), so Vite's loader does not request them again", () => {
    for (const file of ['assets/user-layout-F6.css', 'assets/login-page-H8.css']) expect(document).toContain(`<link rel="stylesheet" crossorigin href="/${file}" disabled>`);
    expect(document).not.toContain('href="/assets/index-C3.css"');
  });

  it('holds the first frame until the prerendered form is parsed', () => {
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#root" blocking="render">');
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => loginDocument(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), MANIFEST, SCREEN, cssOf)).toThrow(/root/);
  });
});

describe('the inline loader of login.html', () => {
  afterEach(() => vi.restoreAllMocks());
  const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

  it('adds the preloads, then the entry as a module script, once the document is parsed and a frame has painted', async () => {
    const page = loginDocument(INDEX, MANIFEST, SCREEN, cssOf);
    const inlineLoader = /<script>(\(function startScriptsAfterPaint[\s\S]*?)<\/script>/.exec(page)![1]!;
    // Recorded, not inserted: happy-dom does not load scripts and would report each one as an error.
    const added: Element[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => (added.push(...(node instanceof DocumentFragment ? node.children : [node as unknown as Element])), node));
    // The text the page runs, as it stands in the document (no import of the function: it must work alone).
    new Function(inlineLoader)();
    expect(added).toHaveLength(0);
    await nextPaint();
    await nextPaint();
    expect(added.map((element) => element.getAttribute('href') ?? element.getAttribute('src'))).toEqual([
      '/assets/react-B2.js',
      '/assets/user-layout-E5.js',
      '/assets/button-D4.js',
      '/assets/login-page-G7.js',
      '/assets/index-A1.js',
    ]);
    expect(added.at(-1)!.tagName).toBe('SCRIPT');
    expect(added.every((element) => element.getAttribute('crossorigin') === '')).toBe(true);
  });
});
