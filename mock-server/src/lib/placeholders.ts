// `${name}` placeholders of a message template: which a text names, and the text with them filled.

const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.]*)\s*\}/g;

/** The placeholder names of `text`, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** `text` with each placeholder replaced by its value (numbers and booleans as written; a missing one left as is). */
export function fillPlaceholders(text: string, values: Record<string, unknown>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null || typeof value === 'object' ? whole : String(value);
  });
}

/** The JSON object `text` holds, or null when it is not one (an array, a number, malformed). */
export function jsonObjectOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
