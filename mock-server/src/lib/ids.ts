import { createHash, randomBytes } from 'node:crypto';

/** A stable 32-hex id derived from a natural key, so fixtures keep their ids across restarts. */
export const stableId = (key: string): string => createHash('md5').update(key).digest('hex');

/** A random 32-hex id, as JeecgBoot's UUIDs without dashes. */
export const randomId = (): string => randomBytes(16).toString('hex');

/** A 32-hex id derived from a key (FNV-1a over four lanes): stable like `stableId`, and cheap for thousands of rows. */
export function cheapStableId(key: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  let c = 0x85ebca6b;
  let d = 0xc2b2ae35;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ (code + 31), 0x01000193) >>> 0;
    c = Math.imul(c ^ (code + 62), 0x01000193) >>> 0;
    d = Math.imul(d ^ (code + 93), 0x01000193) >>> 0;
  }
  return hex32(finish(a)) + hex32(finish(b)) + hex32(finish(c)) + hex32(finish(d));
}

function finish(lane: number): number {
  let h = lane ^ (lane >>> 16);
  h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15;
  return h >>> 0;
}

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const hex32 = (h: number): string =>
  (HEX_BYTES[h >>> 24] as string) + (HEX_BYTES[(h >>> 16) & 255] as string) + (HEX_BYTES[(h >>> 8) & 255] as string) + (HEX_BYTES[h & 255] as string);
