// The validation pattern codes of 001 §5 (an online field's field_valid_type), as the client's editable table reads
// them; any other text is a regular expression.
const PATTERNS: Readonly<Record<string, RegExp>> = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^[\s\S]{6,16}$/,
  's6-18': /^[a-zA-Z]{6,18}$/,
  url: /^(?:([A-Za-z]+):)?(\/{0,3})([0-9.\-A-Za-z]+)(?::(\d+))?(?:\/([^?#]*))?(?:\?([^#]*))?(?:#(.*))?$/,
  e: /^([\w]+\.*)([\w]+)@[\w]+\.\w{3}(\.\w{2}|)$/,
  m: /^1[3-9]\d{9}$/,
  p: /^[0-9]{6}$/,
  s: /^[A-Z|a-z]+$/,
  n: /^-?\d+(\.?\d+|\d?)$/,
  z: /^-?\d+$/,
  '*': /[\s\S]+/,
  money: /^(([1-9][0-9]*)|([0]\.\d{0,2}|[1-9][0-9]*\.\d{0,2}))$/,
};

/** The expression of a code or pattern text; null when the text is not a valid expression (it then checks nothing). */
export function patternOfCode(code: string): RegExp | null {
  const known = PATTERNS[code];
  if (known) return known;
  try {
    return new RegExp(code);
  } catch {
    return null;
  }
}
