// npm run crash-test — durable writes under kill -9 (issue 33): the built mock server on a data dir, four writers,
// kill -9 at a random moment, restart on the same folder, every acknowledged write read back; 50 times by default.
// Options: --kills <n> (50), --port <port> (19420, or CRASH_TEST_PORT), --seed-users <n> (MOCK_SEED_USERS for the
// server), --keep (keep the data dir). Exits 1 when an acknowledged write is lost.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crashCycles } from './crash-cycles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { kills: { type: 'string', default: '50' }, port: { type: 'string' }, 'seed-users': { type: 'string' }, keep: { type: 'boolean', default: false } },
});
const dataDir = mkdtempSync(join(tmpdir(), 'mis-crash-test-'));
const started = performance.now();
try {
  const figures = await crashCycles({
    kills: Number(values.kills),
    port: Number(values.port ?? process.env.CRASH_TEST_PORT ?? 19420),
    dataDir,
    server: ['node', 'mock-server/dist/server.js'],
    cwd: root,
    // Compacted every 64 KB of journal, so that kills also land during compactions and on fresh snapshots.
    env: { MOCK_JOURNAL_COMPACT_BYTES: '65536', ...(values['seed-users'] ? { MOCK_SEED_USERS: values['seed-users'] } : {}) },
    seed: Date.now(),
    log: (line) => console.log(line),
  });
  console.log(
    `\n${figures.kills} kill -9 cycles in ${((performance.now() - started) / 1000).toFixed(0)} s: ${figures.acknowledged} acknowledged writes ` +
      `(adds and renames of ${figures.positions} positions, ${figures.uploads} uploads), 0 lost; ${figures.inFlightAtKills} requests were in flight at the kills`,
  );
} catch (error) {
  console.error(`\nFAILED: ${error.message}\n(data dir kept: ${dataDir})`);
  process.exitCode = 1;
} finally {
  if (!values.keep && process.exitCode !== 1) rmSync(dataDir, { recursive: true, force: true });
  else if (values.keep) console.log(`data dir kept: ${dataDir}`);
}
