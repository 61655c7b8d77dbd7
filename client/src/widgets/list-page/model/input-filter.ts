// The input filter wrapper of 001 §5: a typed search word becomes upstream's value-prefix syntax.

export type FilterMode = 'eq' | 'like' | 'ne' | 'ge' | 'le';

export function filterValue(raw: string | undefined | null, mode: FilterMode, trim = false): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const value = trim ? raw.trim() : raw;
  if (value === '') return undefined;
  switch (mode) {
    case 'like':
      return `*${value}*`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    case 'eq':
      return value;
  }
}
