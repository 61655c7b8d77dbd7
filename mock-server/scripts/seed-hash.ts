// Prints a hash of every seeded store table at a fixed clock, so a refactor can show that the seed did not change:
// run it before and after (`npx tsx mock-server/scripts/seed-hash.ts`) and compare the two outputs.
// `exact` hashes the JSON as the store holds it (field order included); `canonical` sorts object keys first.
import { createHash } from 'node:crypto';
import { Store } from '../src/store/store.js';

const FIXED_NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  }
  return value;
}

const sha = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

const data = new Store({ tokenTtlMs: 3_600_000, now: () => FIXED_NOW }).snapshot() as unknown as Record<string, unknown>;
const all = createHash('sha256');
for (const table of Object.keys(data).sort()) {
  const value = data[table];
  const exact = JSON.stringify(value);
  all.update(`${table}=${exact}\n`);
  const rows = Array.isArray(value) ? value.length : Object.keys(value as object).length;
  console.log(`${table.padEnd(28)} rows=${String(rows).padStart(6)} exact=${sha(exact)} canonical=${sha(JSON.stringify(canonical(value)))}`);
}
console.log(`all tables: ${all.digest('hex').slice(0, 16)}`);
