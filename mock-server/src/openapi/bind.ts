// Walks a request part along its binding plan and lets a scalar rule (JSON body or text parameter, see
// json-binding.ts and parameter-binding.ts) turn each value into the one the real backend would bind.
// Objects are changed in place, as Ajv's own coercion does; nothing is allocated where nothing changes.
import type { BindingPlan } from './binding-plan.js';

/** The rule leaves the value as it is (it already fits, or the backend refuses it and validation will say so). */
export const UNCHANGED = Symbol('unchanged');
/** The backend binds null here and the document has no null: the field is dropped, as if it had not been sent. */
export const ABSENT = Symbol('absent');

/** The value to bind at a position, or UNCHANGED / ABSENT. */
export type ScalarRule = (plan: BindingPlan, value: unknown) => unknown;

/** Binds the properties of a request part in place; true when anything changed. */
export function bindInPlace(plan: BindingPlan, data: unknown, rule: ScalarRule): boolean {
  if (!plan.properties || data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  return bindProperties(plan.properties, data as Record<string, unknown>, rule);
}

/**
 * Binds only the properties declared as something other than text: what every request's parameters need (a page
 * number arrives as "1"), without visiting the text ones, which need binding only when sent more than once.
 */
export function bindTypedInPlace(plan: BindingPlan, data: unknown, rule: ScalarRule): void {
  if (data === null || typeof data !== 'object') return;
  const target = data as Record<string, unknown>;
  for (let i = 0; i < plan.typed.length; i++) {
    const { name, plan: sub } = plan.typed[i] as BindingPlan['typed'][number];
    const value = target[name];
    if (value === undefined) continue;
    const bound = rule(sub, value);
    if (bound === UNCHANGED) continue;
    if (bound === ABSENT) delete target[name];
    else target[name] = bound;
  }
}

function bindProperties(properties: Map<string, BindingPlan>, target: Record<string, unknown>, rule: ScalarRule): boolean {
  let changed = false;
  for (const key in target) {
    const sub = properties.get(key);
    if (!sub) continue;
    const value = target[key];
    if (value !== null && typeof value === 'object' && bindNested(sub, value, rule)) {
      changed = true;
      continue;
    }
    const bound = rule(sub, value);
    if (bound === UNCHANGED) continue;
    changed = true;
    if (bound === ABSENT) delete target[key];
    else target[key] = bound;
  }
  return changed;
}

/** Binds inside an object or array the plan expects there; false when nothing changed (the rule then sees it whole). */
function bindNested(plan: BindingPlan, value: object, rule: ScalarRule): boolean {
  if (Array.isArray(value)) {
    if (!plan.items || !plan.types.includes('array')) return false;
    let changed = false;
    for (let i = 0; i < value.length; i++) {
      const element: unknown = value[i];
      if (element !== null && typeof element === 'object' && bindNested(plan.items, element, rule)) {
        changed = true;
        continue;
      }
      const bound = rule(plan.items, element);
      if (bound === UNCHANGED) continue;
      changed = true;
      value[i] = bound === ABSENT ? null : bound;
    }
    return changed;
  }
  if (!plan.properties) return false;
  return bindProperties(plan.properties, value as Record<string, unknown>, rule);
}
