import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const text = (seed: string) => Array.from({ length: 300 }, (_, i) => `${seed}(${i}, '登录');`).join('\n');

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of every text file that decode to the file', async () => {
    const files = { 'index.html': `<html>${text('p')}</html>`, 'assets/login-page-Ab12.js': text('f'), 'assets/login-Cd34.css': text('.a') };
    for (const [name, content] of Object.entries(files)) await writeFile(join(dir, name), content);

    const written = await precompressDirectory(dir);

    expect(written.map((entry) => entry.file.split('\\').join('/')).sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      expect(brotliDecompressSync(await readFile(join(dir, `${name}.br`))).toString()).toBe(content);
      expect(gunzipSync(await readFile(join(dir, `${name}.gz`))).toString()).toBe(content);
    }
  });

  it('leaves config.js, the manifest, binary files and files compression would not shrink without copies', async () => {
    await writeFile(join(dir, 'config.js'), `window.__MIS_CONFIG__ = {}; // ${text('c')}`);
    await writeFile(join(dir, '.vite/manifest.json'), JSON.stringify({ text: text('m') }));
    await writeFile(join(dir, 'assets/logo-Ef56.png'), Buffer.alloc(4096, 7));
    await writeFile(join(dir, 'assets/tiny-Gh78.js'), 'a');

    await precompressDirectory(dir);

    for (const name of ['config.js', '.vite/manifest.json', 'assets/logo-Ef56.png', 'assets/tiny-Gh78.js']) {
      expect(existsSync(join(dir, `${name}.br`)), `${name}.br`).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), `${name}.gz`).toBe(false);
    }
  });
});
