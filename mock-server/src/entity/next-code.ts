// Hierarchical codes as upstream's YouBianCodeUtil hands them out.

/** The next code after the siblings' largest: letter + two digits, A01 … A99, B01 … (upstream YouBianCodeUtil). */
export function nextCode(prefix: string, siblingCodes: string[]): string | null {
  const suffixes = siblingCodes
    .filter((code) => code.startsWith(prefix))
    .map((code) => code.slice(prefix.length))
    .filter((suffix) => /^[A-Z]\d{2}$/.test(suffix))
    .sort();
  const last = suffixes.at(-1);
  if (!last) return `${prefix}A01`;
  const number = Number(last.slice(1));
  if (number < 99) return `${prefix}${last[0]}${String(number + 1).padStart(2, '0')}`;
  if (last[0] === 'Z') return null;
  return `${prefix}${String.fromCharCode((last.codePointAt(0) as number) + 1)}01`;
}
