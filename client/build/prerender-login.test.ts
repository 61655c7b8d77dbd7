import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
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

  it('preloads the login chunks index.html does not already load, and fetches every script at low priority (hydration only)', () => {
    for (const file of ['assets/user-layout-E5.js', 'assets/login-page-G7.js', 'assets/button-D4.js']) expect(document).toContain(`<link fetchpriority="low" rel="modulepreload" crossorigin href="/${file}">`);
    expect(document.match(/react-B2\.js/g)).toHaveLength(1);
    expect(document).toContain('<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/react-B2.js">');
    expect(document).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(document).not.toMatch(/<(script|link)(?! fetchpriority="low")[^>]*(modulepreload|type="module")/);
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
