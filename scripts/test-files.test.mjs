// The client's unit tests share a module graph per worker (vitest.config.ts, isolate: false). A file that replaces a
// module with vi.mock / vi.doMock would see the real module another file already loaded, or leave its mock to the
// next file, so such files must be named *.isolated.test.* (they then run in the isolated project).
//
// The e2e specs take `test` from e2e/fixtures.ts (the worker's warm browser profile), except a spec that installs a fake
// clock, which cannot be taken off a shared context: it takes Playwright's own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEST_FILE = /\.test\.tsx?$/;
const ISOLATED_FILE = /\.isolated\.test\.tsx?$/;
const REPLACES_A_MODULE = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

function testFiles(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

describe('client unit test files', () => {
  const files = testFiles(path.join(ROOT, 'client/src'));

  it('are found', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('that replace a module are named *.isolated.test.*, and only those', () => {
    const misnamed = files.filter((file) => REPLACES_A_MODULE.test(readFileSync(path.join(ROOT, file), 'utf8')) !== ISOLATED_FILE.test(file));
    expect(misnamed).toEqual([]);
  });
});

describe('e2e spec files', () => {
  const specs = readdirSync(path.join(ROOT, 'e2e/specs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.spec.ts'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  const FROM_PLAYWRIGHT = /from '@playwright\/test'/;
  const INSTALLS_A_CLOCK = /\.clock\.install\(/;

  it('are found', () => {
    expect(specs.length).toBeGreaterThan(50);
  });

  it('take test from e2e/fixtures.ts, unless they install a fake clock (then Playwright\'s own), and only those', () => {
    const wrong = specs.filter((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return FROM_PLAYWRIGHT.test(source) !== INSTALLS_A_CLOCK.test(source);
    });
    expect(wrong).toEqual([]);
  });
});
