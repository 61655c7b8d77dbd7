// How the real backend binds a JSON body value to a field of the declared type: Jackson 2.13 (Spring Boot 2.6)
// with JeecgBoot's ObjectMapper, which leaves the coercion defaults on (ALLOW_COERCION_OF_SCALARS,
// ACCEPT_FLOAT_AS_INT) and ACCEPT_SINGLE_VALUE_AS_ARRAY off. docs/leniency.md gives the rule for each case.
import { ABSENT, UNCHANGED } from './bind.js';
import { admits, type BindingPlan } from './binding-plan.js';

const INTEGER_TEXT = /^[+-]?\d+$/;
/** What both Double.valueOf and new BigDecimal read (the document does not say which of the two a field is). */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const JAVA_INT_MAX = 2 ** 31 - 1;
/** Java's String.trim: drops every character up to U+0020 at both ends. */
function javaTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** The JSON value the backend would bind at this position (UNCHANGED when it fits already or is refused). */
export function jsonBinding(plan: BindingPlan, value: unknown): unknown {
  if (plan.types.length === 0 || value === null) return UNCHANGED;
  switch (typeof value) {
    case 'number':
      return fromNumber(plan, value);
    case 'boolean':
      // A boolean token becomes "true"/"false" in a String field; Integer, Double and BigDecimal refuse it.
      return admits(plan, 'boolean') ? UNCHANGED : admits(plan, 'string') ? String(value) : UNCHANGED;
    case 'string':
      return admits(plan, 'string') ? UNCHANGED : fromText(plan, value);
    default:
      // Objects and arrays bind only where the document has one: Jackson reads no scalar out of them and,
      // with ACCEPT_SINGLE_VALUE_AS_ARRAY off, wraps no scalar into a list.
      return UNCHANGED;
  }
}

function fromNumber(plan: BindingPlan, value: number): unknown {
  if (admits(plan, 'number')) return UNCHANGED;
  if (admits(plan, 'integer')) {
    if (Number.isInteger(value)) return UNCHANGED;
    // ACCEPT_FLOAT_AS_INT: a fraction is cut off (1.9 → 1); past the range of an int Jackson reports an overflow.
    const truncated = Math.trunc(value);
    return Math.abs(truncated) <= JAVA_INT_MAX ? truncated : UNCHANGED;
  }
  // A number token becomes its text in a String field.
  if (admits(plan, 'string')) return String(value);
  // An int token becomes a Boolean: 0 is false, any other is true; a fraction is refused.
  if (admits(plan, 'boolean') && Number.isInteger(value)) return value !== 0;
  return UNCHANGED;
}

function fromText(plan: BindingPlan, value: string): unknown {
  const scalar = admits(plan, 'integer') || admits(plan, 'number') || admits(plan, 'boolean');
  if (!scalar) return UNCHANGED;
  const text = javaTrim(value);
  // Empty, blank and the word null are null for Integer, Double, BigDecimal and Boolean.
  if (text === '' || text === 'null') return admits(plan, 'null') ? null : ABSENT;
  // Past the safe integers the text is refused: beyond an int or a long, Jackson reports an overflow.
  if (admits(plan, 'integer') && INTEGER_TEXT.test(text) && Number.isSafeInteger(Number(text))) return Number(text);
  if (admits(plan, 'number') && DECIMAL_TEXT.test(text)) return Number(text);
  if (admits(plan, 'boolean')) {
    if (text === 'true' || text === 'True' || text === 'TRUE') return true;
    if (text === 'false' || text === 'False' || text === 'FALSE') return false;
  }
  return UNCHANGED;
}
