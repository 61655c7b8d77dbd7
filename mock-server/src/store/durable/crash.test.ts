// The crash check at a small count (scripts/crash-test.mjs runs it 50 times): the server, a data dir, four writers,
// kill -9 at a random moment, restart, every acknowledged write read back. The server runs from the sources through
// tsx, or from the build when `npm test` says it has just built it from them (MOCK_SERVER_BUILT): a start from the
// sources compiles them again, 10–20 s on a busy 2-core machine against ~1 s for the build.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { crashCycles } from '../../../../scripts/crash-cycles.mjs';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** CRASH_TEST_PORT when set (a machine shared with others), else one the system has free. */
async function freePort(): Promise<number> {
  if (process.env.CRASH_TEST_PORT) return Number(process.env.CRASH_TEST_PORT);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

it('no acknowledged write is lost over 3 kill -9 cycles with four writers', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mis-crash-'));
  try {
    const figures = await crashCycles({
      kills: 3,
      port: await freePort(),
      dataDir,
      server: process.env.MOCK_SERVER_BUILT === '1' ? [process.execPath, 'mock-server/dist/server.js'] : [process.execPath, '--import', 'tsx', 'mock-server/src/server.ts'],
      // A bound on a hang: the unit suites may wait long for the CPU beside the e2e step.
      startTimeoutMs: 110_000,
      cwd: root,
      windowMs: [150, 500],
      // Compacted every 16 KB: a kill may land during a compaction.
      env: { MOCK_JOURNAL_COMPACT_BYTES: '16384' },
      uploadBytes: 16 * 1024,
      seed: 33,
    });
    // Each cycle wrote something before its kill, and every acknowledged write was read back (or crashCycles threw).
    expect(figures.checked).toBe(figures.acknowledged);
    expect(figures.acknowledged).toBeGreaterThanOrEqual(3);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
