// The login page painted from HTML: after the client build, the app is built once more for Node (an SSR build
// of src/app/prerender/login-screen.tsx), rendered at /user/login with React's static prerender, and written as
// dist/login.html: index.html with the form's markup in #root, antd's styles of that markup and the page's
// stylesheets in the head. The servers send it for /user/login; main.tsx hydrates it. Nothing else
// changes: every other path still gets index.html.
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { LOGIN_PATH } from '../src/shared/config/app-constants.ts';
import type { PrerenderedScreen } from '../src/app/prerender/login-screen.tsx';

export const LOGIN_DOCUMENT = 'login.html';
const ENTRY = 'src/app/prerender/login-screen.tsx';
/** The modules of the screens the login page shows: their stylesheets and scripts are wanted at once. */
const LOGIN_MODULES = ['src/app/layout/user-layout.tsx', 'src/app/session/login-page.tsx'];

/** The chunks a module needs (itself and its static imports, transitively), in load order. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)), key];
}

/** A stylesheet link of the build, as Vite writes them into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/** The app's scripts in index.html: the entry and the preloads of its static imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g;

/**
 * Starts the app's scripts once the document is parsed (config.js, a deferred script, has run by then) and the
 * prerendered form has been painted. They only hydrate a form the visitor already sees, so they are not fetched
 * while it paints; and Lighthouse's simulated mobile LCP counts every script finished before the observed paint as
 * needed for it, which they are not. Runs inline in the page: it must not use anything from outside its body.
 */
export function startScriptsAfterPaint(entry: string, preloads: string[]): void {
  const start = () => {
    // One insertion into the head for all of them.
    const elements = document.createDocumentFragment();
    for (const href of preloads) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = href;
      elements.appendChild(preload);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    elements.appendChild(script);
    document.head.appendChild(elements);
  };
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(startOnce, 0));
    // A page opened in the background gets no frames until it is shown.
    if (document.visibilityState === 'hidden') setTimeout(startOnce, 0);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
}

/**
 * index.html with the prerendered screen and what it needs to paint and hydrate without waiting: every stylesheet
 * of the page inlined (a few hundred bytes each: a request apiece would hold the first paint back by a round
 * trip), antd's styles, and the scripts (the app's and the login chunks') started after the first paint. The inlined stylesheets of the lazy login chunks are also named by disabled <link>s, which the
 * browser does not fetch: Vite's chunk loader takes them as loaded instead of requesting them again (and
 * waiting for them) when hydration imports those chunks.
 */
export function loginDocument(indexHtml: string, manifest: Manifest, screen: PrerenderedScreen, cssOf: (file: string) => string): string {
  if (!indexHtml.includes('<div id="root"></div>')) throw new Error('index.html lacks an empty <div id="root">');
  const inIndex = (file: string) => indexHtml.includes(`/${file}"`);
  const chunks = [...new Set(LOGIN_MODULES.flatMap((module) => chunksOf(manifest, module)))].map((key) => manifest[key]!);
  const stylesheets = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !inIndex(file));
  const scripts = chunks.map((chunk) => chunk.file).filter((file) => !inIndex(file));
  const inline = (file: string) => `<style data-inlined="/${file}">${cssOf(file)}</style>`;
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html lacks the module script of the app');
  const preloads = [...[...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!), ...scripts.map((file) => `/${file}`)];
  const loader = `<script>(${startScriptsAfterPaint.toString()})(${JSON.stringify(entry)}, ${JSON.stringify(preloads)})</script>`;
  const loadedMarker = (file: string) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  const head = [
    // The first frame waits for the whole form: painted while the document is still arriving, the centred card
    // would grow under the title and move it (a layout shift, seen in Lighthouse's mobile runs).
    '<link rel="expect" href="#root" blocking="render">',
    ...stylesheets.map(inline),
    ...stylesheets.map(loadedMarker),
    screen.styles,
    loader,
  ].join('\n    ');
  return indexHtml
    .replace(STYLESHEET_LINK, (_, file: string) => inline(file))
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${LOGIN_PATH}">${screen.html}</div>`);
}

async function renderScreen(config: ResolvedConfig): Promise<PrerenderedScreen> {
  const outDir = resolve(config.root, 'node_modules/.prerender-login');
  await build({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    // Everything bundled: antd's ES modules and the app's aliases are not loadable by Node as they are.
    ssr: { noExternal: true },
    build: { ssr: ENTRY, outDir, emptyOutDir: true, manifest: false, copyPublicDir: false, minify: false },
  });
  const bundle = (await readdir(outDir)).find((file) => /^login-screen\.m?js$/.test(file));
  if (!bundle) throw new Error(`the prerender build wrote no login-screen.js in ${outDir}`);
  const { prerenderLoginScreen } = (await import(pathToFileURL(join(outDir, bundle)).href)) as typeof import('../src/app/prerender/login-screen.tsx');
  return prerenderLoginScreen();
}

export function prerenderLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mis:prerender-login',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const [indexHtml, manifestText, screen] = await Promise.all([
          readFile(join(outDir, 'index.html'), 'utf8'),
          readFile(join(outDir, '.vite/manifest.json'), 'utf8'),
          renderScreen(config),
        ]);
        const cssOf = (file: string) => readFileSync(join(outDir, file), 'utf8');
        await writeFile(join(outDir, LOGIN_DOCUMENT), loginDocument(indexHtml, JSON.parse(manifestText) as Manifest, screen, cssOf));
        this.info(`prerendered ${LOGIN_PATH} into ${LOGIN_DOCUMENT} (${Math.round(screen.html.length / 1024)} kB markup, ${Math.round(screen.styles.length / 1024)} kB styles)`);
      },
    },
  };
}
