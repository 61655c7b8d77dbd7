// Multi-value fields are stored comma-joined (001 §9: the default separator is a comma).

export function splitValues(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function joinValues(values: readonly string[]): string {
  return values.join(',');
}

/** Text longer than `length` characters shortened with an ellipsis (001 §9 ellipsis lengths). */
export function ellipsis(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
