// The `condition` parameter of the tree-select widgets: a JSON object of column → value.
import { text } from './cells.js';

const CONDITION_NOT_JSON = '组件JTreeSelect-condition传值有误，需要一个json字符串!';

/** A condition parameter: a JSON object of column → value, or an error. */
export function conditionOf(raw: string | undefined): Record<string, string> | { error: string } | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { error: CONDITION_NOT_JSON };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: CONDITION_NOT_JSON };
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).map(([key, value]) => [key, text(value)]));
}
