import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomically } from './durable-files.js';

describe('writeFileAtomically', () => {
  it('writes the whole file under its name, making the folders, with no temporary file left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mis-atomic-'));
    const target = join(dir, 'a', 'b', 'file.bin');
    await writeFileAtomically(target, Buffer.from('whole'), { sync: true });
    expect(readFileSync(target, 'utf8')).toBe('whole');
    expect(readdirSync(join(dir, 'a', 'b'))).toEqual(['file.bin']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a file that cannot be put in place leaves nothing half-written under its name and no temporary file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mis-atomic-'));
    // A folder already holds the name: the rename fails after the data was written.
    mkdirSync(join(dir, 'taken'));
    await expect(writeFileAtomically(join(dir, 'taken'), Buffer.alloc(1024, 1), { sync: true })).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
    expect(existsSync(join(dir, 'taken', 'file'))).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
