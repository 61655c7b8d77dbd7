// China's administrative divisions (GB/T 2260 codes from @vant/area-data) as the area selector's three levels under
// root 86 (001 §2, §9). Codes are six digits: province XX0000, city XXYY00, district XXYYZZ.
import { areaList } from '@vant/area-data';
import { AREA_LEVELS, AREA_ROOT_CODE } from '@/shared/config/widget-constants';

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

export type AreaLevel = 1 | 2 | 3;

const SIX_DIGITS = /^\d{6}$/;

const LEVEL_LISTS: Record<AreaLevel, Record<string, string>> = {
  1: areaList.province_list,
  2: areaList.city_list,
  3: areaList.county_list,
};

/** A code's level: 1 province, 2 city, 3 district; undefined for a code the data does not know. */
export function levelOf(code: unknown): AreaLevel | undefined {
  if (typeof code !== 'string' || !SIX_DIGITS.test(code)) return undefined;
  for (const level of [3, 2, 1] as const) if (code in LEVEL_LISTS[level]) return level;
  return undefined;
}

const prefixOf = (code: string, level: AreaLevel) => code.slice(0, level * 2);

let childIndex: Map<string, Array<{ value: string; label: string }>> | undefined;

/** Children by their parent's code ('86' for the provinces), grouped in one pass over the data. */
function childrenByParent(): Map<string, Array<{ value: string; label: string }>> {
  if (childIndex) return childIndex;
  const index = new Map<string, Array<{ value: string; label: string }>>();
  const add = (parent: string, value: string, label: string) => {
    const list = index.get(parent) ?? [];
    list.push({ value, label });
    index.set(parent, list);
  };
  for (const [value, label] of Object.entries(LEVEL_LISTS[1])) add(AREA_ROOT_CODE, value, label);
  for (const [value, label] of Object.entries(LEVEL_LISTS[2])) add(`${prefixOf(value, 1)}0000`, value, label);
  for (const [value, label] of Object.entries(LEVEL_LISTS[3])) add(`${prefixOf(value, 2)}00`, value, label);
  childIndex = index;
  return index;
}

/** The children of a code: the root 86 has the provinces, a province its cities, a city its districts. */
export function childrenOf(code: string): Array<{ value: string; label: string }> {
  const level = code === AREA_ROOT_CODE ? 0 : levelOf(code);
  if (level === undefined || level >= AREA_LEVELS) return [];
  return childrenByParent().get(code) ?? [];
}

let tree: AreaOption[] | undefined;

/** The whole cascader tree under root 86, three levels deep (built once). */
export function areaOptions(): AreaOption[] {
  const build = (code: string): AreaOption[] =>
    childrenOf(code).map((option) => {
      const children = build(option.value);
      return children.length ? { ...option, children } : option;
    });
  tree ??= build(AREA_ROOT_CODE);
  return tree;
}

/** The codes from the province down to `code` (for echoing a stored value); empty for an unknown code. */
export function areaPath(code: unknown): string[] {
  const level = levelOf(code);
  if (!level) return [];
  const text = code as string;
  const path: string[] = [];
  for (let depth = 1 as AreaLevel; depth <= level; depth = (depth + 1) as AreaLevel) {
    const candidate = depth === level ? text : prefixOf(text, depth).padEnd(6, '0');
    if (candidate in LEVEL_LISTS[depth]) path.push(candidate);
  }
  return path;
}

/** The names along the path, e.g. 广东省/广州市/天河区; empty for an unknown code. */
export function areaText(code: unknown, separator = '/'): string {
  return areaPath(code)
    .map((item) => LEVEL_LISTS[levelOf(item) as AreaLevel][item])
    .join(separator);
}
