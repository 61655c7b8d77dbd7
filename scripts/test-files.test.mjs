// The client's unit tests share a module graph per worker (vitest.config.ts, isolate: false). A file that replaces a
// module with vi.mock / vi.doMock would see the real module another file already loaded, or leave its mock to the
// next file, so such files must be named *.isolated.test.* (they then run in the isolated project).
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
