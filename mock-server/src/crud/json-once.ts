// Replies are serialized with JSON.stringify, except envelopes whose result is marked here: those results are
// immutable (a list page cached for a data revision, see cached-page.ts), so the envelope's opening and the
// result are encoded to UTF-8 once and reused. The fields after the result (the timestamp) are written per reply,
// so each answer keeps its own timestamp; a reply equal to the previous one (same millisecond) is the same bytes.

const marked = new WeakSet<object>();
interface Encoded {
  opening: string;
  /** The opening and the result, UTF-8. */
  bytes: Buffer;
  /** The last reply written around them, and its closing: replies within the same millisecond are identical. */
  closing: string;
  reply: Buffer | null;
}

const encoded = new WeakMap<object, Encoded>();

/** Declares that `result` will not change again; its encoded JSON may be reused. */
export function markImmutable(result: object): void {
  marked.add(result);
}

/** Fastify reply serializer: an envelope whose `result` is immutable reuses the result's bytes. */
export function serializeReply(payload: unknown): string | Buffer {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return JSON.stringify(payload);
  const record = payload as Record<string, unknown>;
  const result = record.result;
  if (result === null || typeof result !== 'object' || !marked.has(result)) return JSON.stringify(payload);

  // The fields before the result (success, message, code) make the opening; those after it the closing.
  let opening = '{';
  let closing = '';
  let afterResult = false;
  for (const key in record) {
    const value = record[key];
    if (value === undefined) continue;
    if (key === 'result') {
      opening += '"result":';
      afterResult = true;
    } else if (afterResult) {
      closing += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
    } else {
      opening += `${JSON.stringify(key)}:${JSON.stringify(value)},`;
    }
  }
  closing += '}';

  let cached = encoded.get(result);
  if (cached === undefined || cached.opening !== opening) {
    cached = { opening, bytes: Buffer.from(opening + JSON.stringify(result)), closing: '', reply: null };
    encoded.set(result, cached);
  }
  if (cached.reply === null || cached.closing !== closing) {
    const tail = Buffer.from(closing);
    cached.reply = Buffer.concat([cached.bytes, tail], cached.bytes.length + tail.length);
    cached.closing = closing;
  }
  return cached.reply;
}
