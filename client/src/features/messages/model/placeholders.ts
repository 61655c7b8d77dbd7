// A template's `${name}` placeholders as the send dialog asks for them: their names, sample values from the
// template's test JSON, and the content filled for the preview (the server fills it the same way when sending).

const PLACEHOLDER = /\$\{\s*([A-Za-z_][\w.]*)\s*\}/g;

/** The placeholder names of `text`, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** The sample values of a template's test JSON as texts; {} when it is empty or not a JSON object. */
export function sampleValuesOf(testJson: string | null | undefined): Record<string, string> {
  if (!testJson) return {};
  try {
    const value: unknown = JSON.parse(testJson);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && typeof v !== 'object').map(([k, v]) => [k, String(v)]));
  } catch {
    return {};
  }
}

/** `text` with the placeholders given a value replaced; the others stay as written. */
export function fillPlaceholders(text: string, values: Record<string, string | undefined>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === '' ? whole : value;
  });
}

