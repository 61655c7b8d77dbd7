import { createHash, randomBytes } from 'node:crypto';

/** A stable 32-hex id derived from a natural key, so fixtures keep their ids across restarts. */
export const stableId = (key: string): string => createHash('md5').update(key).digest('hex');

/** A random 32-hex id, as JeecgBoot's UUIDs without dashes. */
export const randomId = (): string => randomBytes(16).toString('hex');

/** Deterministic PRNG (mulberry32) for seeded fixtures. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
