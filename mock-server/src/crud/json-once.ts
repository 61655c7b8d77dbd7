// Replies are serialized with JSON.stringify, except results marked here: those are immutable (a list page cached
// for a data revision, see cached-page.ts), so their JSON is encoded to UTF-8 bytes on first send and reused. The
// envelope around them is still written per reply, so each answer keeps its own timestamp.

const marked = new WeakSet<object>();
const encoded = new WeakMap<object, Buffer>();

/** Declares that `result` will not change again; its encoded JSON may be reused. */
export function markImmutable(result: object): void {
  marked.add(result);
}

function bytesOf(result: object): Buffer {
  let bytes = encoded.get(result);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(result));
    encoded.set(result, bytes);
  }
  return bytes;
}

/** Fastify reply serializer: an envelope whose `result` is immutable reuses the result's bytes. */
export function serializeReply(payload: unknown): string | Buffer {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return JSON.stringify(payload);
  const record = payload as Record<string, unknown>;
  const result = record.result;
  if (result === null || typeof result !== 'object' || !marked.has(result)) return JSON.stringify(payload);
  const chunks: Buffer[] = [];
  let text = '{';
  let separator = '';
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined) continue;
    text += `${separator}${JSON.stringify(key)}:`;
    separator = ',';
    if (key === 'result') {
      chunks.push(Buffer.from(text), bytesOf(result));
      text = '';
    } else {
      text += JSON.stringify(value);
    }
  }
  chunks.push(Buffer.from(`${text}}`));
  return Buffer.concat(chunks);
}
