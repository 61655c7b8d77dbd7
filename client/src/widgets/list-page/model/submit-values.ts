// Form values as the list helper submits them (001 §5): an empty string or an empty array becomes null, so the
// backend clears the column instead of storing an empty text.

export type SubmittedValues<T> = { [K in keyof T]: T[K] extends string | readonly unknown[] ? T[K] | null : T[K] };

export function nullEmptyValues<T extends Record<string, unknown>>(values: T): SubmittedValues<T> {
  const submitted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) submitted[key] = value === '' || (Array.isArray(value) && value.length === 0) ? null : value;
  return submitted as SubmittedValues<T>;
}
