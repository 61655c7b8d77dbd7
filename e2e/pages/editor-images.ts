// A small real PNG for the editors' image uploads, and what the editors insert for it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BLUE_PNG = {
  name: 'blue-40x24.png',
  mimeType: 'image/png',
  buffer: readFileSync(fileURLToPath(new URL('../data/images/blue-40x24.png', import.meta.url))),
};

/** The stored path the mock answers for an editor upload of BLUE_PNG, as the editors show it. */
export const STORED_EDITOR_IMAGE = /\/v1\/sys\/common\/static\/editor\/blue-40x24_\d+\.png/;
