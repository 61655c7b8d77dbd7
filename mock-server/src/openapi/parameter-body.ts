// Bodies that carry request parameters rather than JSON: the fields of a form-urlencoded body and the text fields
// of a multipart one. Spring reads them as request parameters, so they bind by the parameter rules
// (parameter-binding.ts), not by Jackson's.
const parameterBodies = new WeakSet<object>();

/** The fields of a form or multipart body, marked as parameters; a field sent more than once keeps every value. */
export function parameterBodyOf(fields: Iterable<[string, string]>): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of fields) {
    // Own fields only: `constructor` must not find Object.prototype's (the parsers refuse such names anyway).
    const previous = Object.hasOwn(body, name) ? body[name] : undefined;
    body[name] = previous === undefined ? value : [previous, value].flat();
  }
  parameterBodies.add(body);
  return body;
}

export const isParameterBody = (body: unknown): boolean => typeof body === 'object' && body !== null && parameterBodies.has(body);
