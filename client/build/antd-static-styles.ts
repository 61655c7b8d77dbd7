// antd's styles written once at build time as a cached stylesheet, instead of generated in every browser.
//
// antd (cssinjs) builds a component's CSS in JavaScript the first time a page renders it; on the user list that was
// 88 runtime style tags and about a third of the page load's script time. After the client build this renders every
// antd component the client imports under the app's default theme (the same `appTheme` the screens use), extracts
// the CSS with cssinjs's cache-path rule (the rule from which the runtime learns which styles a stylesheet already
// holds, and skips generating them), writes it as assets/antd-<hash>.css and links it first in index.html's head: where
// the runtime used to insert antd's styles, ahead of the app's own stylesheets, which override antd's on equal
// specificity. A theme the build did not see (another colour, reduced motion) is generated at runtime as before.
// login.html is written from index.html before this runs (plugin order) and only names it, by a disabled link the
// browser does not fetch: its prerendered styles keep that page light, and the sign-in enables the link so the
// screens after the login are styled from the sheet too (app/settings/antd-stylesheet.ts).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import * as antd from 'antd';
import { createElement, type ReactElement } from 'react';
import type { Plugin, ResolvedConfig } from 'vite';
import { appTheme } from '../src/app/settings/app-theme.ts';
import { DEFAULT_COLOUR } from '../src/app/settings/ui-settings.ts';
import { LOGIN_DOCUMENT } from './prerender-login.ts';

/** Marks the link, so tests and the login page's build can tell it from the app's stylesheets. */
export const ANTD_STYLESHEET_ATTRIBUTE = 'data-antd-static';

const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'antd'/g;

/** The antd components a source file imports by value (`import { Button, type FormProps } from 'antd'` → Button). */
export function antdComponentsImported(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(ANTD_IMPORT)) {
    for (const raw of list!.split(',')) {
      const name = raw.trim().split(/\s+as\s+/)[0]!.trim();
      if (/^[A-Z]\w*$/.test(name)) names.push(name);
    }
  }
  return names;
}

async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every antd component the client's sources import, plus the message and notification panels the app calls. */
export async function componentsOfClient(srcDir: string): Promise<string[]> {
  const names = new Set<string>(['message', 'notification']);
  for (const file of await sourcesUnder(srcDir)) for (const name of antdComponentsImported(await readFile(file, 'utf8'))) names.add(name);
  return [...names].filter((name) => name in antd && name !== 'ConfigProvider' && name !== 'theme').sort();
}

/** The stylesheet's CSS: the components under the app's default theme, with the cache-path rule. */
export function antdStylesheet(components: string[]): string {
  return extractStyle({
    includes: components,
    customTheme: (node: ReactElement) => createElement(antd.ConfigProvider, { theme: appTheme(DEFAULT_COLOUR, false) }, node),
  });
}

/**
 * A page with the stylesheet linked ahead of every stylesheet and script the app's build put in its head; `disabled`
 * (login.html) names it without the browser fetching it until a script enables the link.
 */
export function withAntdStylesheet(html: string, href: string, { disabled = false } = {}): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const first = head.search(/<(link rel="stylesheet"|script)\b/);
  if (first < 0) throw new Error('the page has no stylesheet or script in its head');
  const indent = /[ \t]*$/.exec(head.slice(0, first))![0];
  const link = `<link rel="stylesheet" href="${href}" ${ANTD_STYLESHEET_ATTRIBUTE}${disabled ? ' disabled' : ''}>`;
  return `${html.slice(0, first)}${link}\n${indent}${html.slice(first)}`;
}

export function antdStaticStyles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mis:antd-static-styles',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const components = await componentsOfClient(resolve(config.root, 'src'));
        const css = antdStylesheet(components);
        if (!css.includes('data-ant-cssinjs-cache-path')) throw new Error('the extracted antd styles lack the cache-path rule');
        const file = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        await writeFile(join(outDir, file), css);
        const indexFile = join(outDir, 'index.html');
        await writeFile(indexFile, withAntdStylesheet(await readFile(indexFile, 'utf8'), `/${file}`));
        const loginFile = join(outDir, LOGIN_DOCUMENT);
        await writeFile(loginFile, withAntdStylesheet(await readFile(loginFile, 'utf8'), `/${file}`, { disabled: true }));
        this.info(`extracted antd's styles of ${components.length} components into ${file} (${Math.round(css.length / 1024)} kB)`);
      },
    },
  };
}
