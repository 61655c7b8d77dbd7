// Date texts as upstream serialises them. The bottom layer: store, seeds, crud and handlers all read these.

/** "yyyy-MM-dd HH:mm:ss" in China time, as upstream serialises datetimes. */
export function dateTimeText(epochMs: number): string {
  return new Date(epochMs + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
}

export function dateText(epochMs: number): string {
  return dateTimeText(epochMs).slice(0, 10);
}

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Midnight (China time) of the day holding `epochMs`, as epoch ms. */
export function chinaDayStart(epochMs: number): number {
  return Math.floor((epochMs + CHINA_OFFSET_MS) / 86_400_000) * 86_400_000 - CHINA_OFFSET_MS;
}
