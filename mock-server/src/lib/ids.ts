import { createHash, randomBytes } from 'node:crypto';

/** A stable 32-hex id derived from a natural key, so fixtures keep their ids across restarts. */
export const stableId = (key: string): string => createHash('md5').update(key).digest('hex');

/** A random 32-hex id, as JeecgBoot's UUIDs without dashes. */
export const randomId = (): string => randomBytes(16).toString('hex');
