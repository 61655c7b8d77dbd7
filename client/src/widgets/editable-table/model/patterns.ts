// The pattern codes of 001 §5 (B-RULE-03..15), as upstream's list (money: up to 2 decimals, the spec's reading).
export const PATTERNS: Readonly<Record<string, RegExp>> = {
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

export function patternOf(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  return PATTERNS[pattern] ?? new RegExp(pattern);
}
