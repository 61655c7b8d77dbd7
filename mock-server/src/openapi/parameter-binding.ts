// How the real backend binds a request parameter (query, path, header, and the fields of a form or multipart
// body), which is always text: Spring 5.3's DefaultConversionService, as @RequestParam, @PathVariable and
// entity binding use it. A repeated parameter arrives here as an array of its texts. docs/leniency.md gives the
// rule for each case.
import { ABSENT, UNCHANGED } from './bind.js';
import { admits, type BindingPlan } from './binding-plan.js';

/** Spring decodes hexadecimal for whole numbers (NumberUtils.parseNumber): 0x1F, 0X1F, #1F, with a leading minus. */
const HEX_TEXT = /^(-?)(?:0[xX]|#)([0-9a-fA-F]+)$/;
/** What both Double.valueOf and new BigDecimal read (the document does not say which of the two a field is). */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
/** StringUtils.trimAllWhitespace removes whitespace inside the text as well (the ASCII blanks here). */
const ALL_WHITESPACE = /[\t\n\v\f\r ]/g;
const TRUE_WORDS = new Set(['true', 'on', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'off', 'no', '0']);

/** The value the backend would bind for this parameter (UNCHANGED when it fits already or is refused). */
export function parameterBinding(plan: BindingPlan, value: unknown): unknown {
  if (plan.types.length === 0) return UNCHANGED;
  if (Array.isArray(value)) return fromRepeated(plan, value);
  if (typeof value !== 'string' || admits(plan, 'string')) return UNCHANGED;
  if (admits(plan, 'array')) return listOf(plan, value === '' ? [] : value.split(',').map((part) => part.trim()));
  return fromText(plan, value);
}

/** A parameter sent more than once: a list takes every value, a String their comma-joined text, others the first. */
function fromRepeated(plan: BindingPlan, values: unknown[]): unknown {
  if (admits(plan, 'array')) return UNCHANGED;
  if (admits(plan, 'string')) return values.every((v) => typeof v === 'string') ? values.join(',') : UNCHANGED;
  if (values.length === 0) return UNCHANGED;
  const first = parameterBinding(plan, values[0]);
  return first === UNCHANGED ? values[0] : first;
}

/** A single text for a list parameter: split on commas, each part bound as an element (a lone value → one element). */
function listOf(plan: BindingPlan, parts: string[]): unknown[] {
  const items = plan.items;
  if (!items) return parts;
  return parts.map((part) => {
    const bound = parameterBinding(items, part);
    return bound === UNCHANGED ? part : bound === ABSENT ? null : bound;
  });
}

function fromText(plan: BindingPlan, value: string): unknown {
  // An empty parameter converts to null: the parameter's default, or "missing" when it is required.
  if (value === '') return admits(plan, 'null') ? null : ABSENT;
  if (admits(plan, 'integer')) {
    const number = wholeNumberOf(value);
    if (Number.isSafeInteger(number)) return number;
  }
  if (admits(plan, 'number')) {
    const text = value.replace(ALL_WHITESPACE, '');
    const number = DECIMAL_TEXT.test(text) ? Number(text) : Number.NaN;
    if (Number.isFinite(number)) return number;
  }
  if (admits(plan, 'boolean')) {
    // StringToBooleanConverter: trimmed, any case; a blank text is null.
    const word = value.trim().toLowerCase();
    if (word === '') return admits(plan, 'null') ? null : ABSENT;
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return UNCHANGED;
}

/** Integer.valueOf / Integer.decode after the blanks are removed; NaN for any other text. */
function wholeNumberOf(value: string): number {
  const plain = decimalDigits(value);
  if (!Number.isNaN(plain)) return plain;
  const text = value.replace(ALL_WHITESPACE, '');
  const hex = HEX_TEXT.exec(text);
  return hex ? (hex[1] ? -1 : 1) * Number.parseInt(hex[2] as string, 16) : decimalDigits(text);
}

/** Digits with an optional sign, read without a regex: the text of nearly every whole-number parameter. */
function decimalDigits(text: string): number {
  const signed = text.charCodeAt(0) === 0x2b || text.charCodeAt(0) === 0x2d;
  if (text.length === (signed ? 1 : 0)) return Number.NaN;
  for (let i = signed ? 1 : 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return Number.NaN;
  }
  return Number(text);
}
