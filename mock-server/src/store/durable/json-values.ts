// Equality and copies of the store's values as JSON sees them (plain objects, arrays, strings, numbers, booleans,
// null): what the journal compares a table against and keeps as the table's last journaled state.

/** Whether `a` would be written as the same JSON as `b`, a copy made by cloneJson (an `undefined` property of `a`
 * counts as absent, as JSON drops it). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    // NaN is written as null, and is not equal to itself.
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let defined = 0;
  for (const key in left) {
    const value = left[key];
    if (value === undefined) continue;
    // Most properties are equal primitives: no call for them.
    if (value !== right[key] && !sameJson(value, right[key])) return false;
    defined++;
  }
  // Every defined property of `left` matched one of `right`: the two are equal when `right` has no other. `right` is
  // the journal's copy (cloneJson), which holds no undefined property: its keys are counted without a second walk.
  return Object.keys(right).length === defined;
}

/** A deep copy sharing nothing with `value`, as JSON would copy it (plain JSON values only: the store holds nothing
 * else). */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(cloneJson) as T;
  const copy: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  // An undefined property is left out, as JSON leaves it out (sameJson counts on it).
  for (const key in source) if (source[key] !== undefined) copy[key] = cloneJson(source[key]);
  return copy as T;
}
