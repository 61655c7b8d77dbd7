// The distribution charts keep the spec's three-colour palettes; with more slices than colours a colour comes round
// again, and the repeat is told apart by a pattern (an echarts decal) drawn over its slice and its legend icon.

/** White stripes, then white dots, for the second and third round of the palette. */
const REPEAT_PATTERNS = [
  { symbol: 'rect', symbolSize: 1, dashArrayX: [1, 0], dashArrayY: [3, 3], rotation: -Math.PI / 4, color: 'rgba(255, 255, 255, 0.75)' },
  { symbol: 'circle', symbolSize: 0.8, dashArrayX: [[4, 4], [0, 4, 4, 0]], dashArrayY: [4, 0], rotation: 0, color: 'rgba(255, 255, 255, 0.8)' },
] as const;

/** The item style of the slice at `index` of a chart with `paletteSize` colours: none on the palette's first round. */
export function repeatedColourStyle(index: number, paletteSize: number): { decal: (typeof REPEAT_PATTERNS)[number] } | undefined {
  const round = Math.floor(index / paletteSize);
  if (round === 0) return undefined;
  const decal = REPEAT_PATTERNS[(round - 1) % REPEAT_PATTERNS.length];
  return decal ? { decal } : undefined;
}

/** A pie data item, with the pattern of its palette round when its colour repeats an earlier slice's. */
export function withRepeatStyle<Item extends { name: string; value: number }>(item: Item, index: number, paletteSize: number): Item & { itemStyle?: object } {
  const itemStyle = repeatedColourStyle(index, paletteSize);
  return itemStyle ? { ...item, itemStyle } : item;
}
