import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(HERE, 'fixtures/import-cycles', name, 'src');
const relative = (files) => files.map((file) => path.relative(fixture('cyclic'), file));

function runChecker(folder) {
  try {
    return { code: 0, stdout: execFileSync(process.execPath, [path.join(HERE, 'check-import-cycles.mjs'), folder], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (failure) {
    return { code: failure.status, stdout: failure.stdout };
  }
}

describe('check-import-cycles', () => {
  it('finds a cycle made of a type-only import, an `@/` alias import and a dynamic import', () => {
    const { fileCount, cycles } = findImportCycles([fixture('cyclic')]);
    expect(fileCount).toBe(3);
    expect(cycles.map(({ files }) => relative(files))).toEqual([['entry.ts', 'lib/shape.ts', 'lib/describe.ts', 'entry.ts']]);
  });

  it('finds none when the chain does not come back (a package import is not followed)', () => {
    expect(findImportCycles([fixture('acyclic')]).cycles).toEqual([]);
  });

  it('prints the cycle as a chain of files and exits 1; exits 0 without one', () => {
    const cyclic = runChecker(fixture('cyclic'));
    expect(cyclic.code).toBe(1);
    expect(cyclic.stdout).toMatch(/entry\.ts\n\s+→ \S*lib\/shape\.ts\n\s+→ \S*lib\/describe\.ts\n\s+→ \S*entry\.ts/);
    const acyclic = runChecker(fixture('acyclic'));
    expect(acyclic.code).toBe(0);
    expect(acyclic.stdout).toContain('no import cycle among 3 files');
  });
});
