// Row ids (B-GRID-26, 27): a new row gets a temporary id ending in the table instance's temp marker, so getValues
// can tell new rows from stored ones.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomChars(length: number, alphabet = ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return out;
}

/** One marker per table instance, as upstream: `_tid-` and 6 random characters. */
export function createTempMarker(): string {
  return `_tid-${randomChars(6)}`;
}

let sequence = 0;

export function createTempId(marker: string, now: number = Date.now()): string {
  sequence += 1;
  return `${now}${sequence}${randomChars(6, '0123456789')}${marker}`;
}

export function isTempId(id: string, marker: string): boolean {
  return id.endsWith(marker);
}

/** A 32-hex id: the table instance's case id in sync messages and a page id. */
export function randomHexId(): string {
  return randomChars(32, '0123456789abcdef');
}
