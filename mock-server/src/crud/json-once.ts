// Replies are serialized with JSON.stringify, except a cached page's envelope (cached-page.ts): its result does not
// change for the data revision, so the envelope up to the timestamp is encoded to UTF-8 once and reused. The
// timestamp is written per reply, so each answer keeps its own; a reply equal to the previous one (same
// millisecond) is the same bytes.
import type { Envelope } from '../envelope.js';

/** An envelope whose result will not change again (made by cachedPage); serializes like the plain object. */
export class StableEnvelope<T> implements Envelope<T> {
  constructor(
    readonly success: boolean,
    readonly message: string,
    readonly code: number,
    readonly result: T,
    readonly timestamp: number,
  ) {}
}

interface Encoded {
  success: boolean;
  message: string;
  code: number;
  /** `{"success":…,"message":…,"code":…,"result":…` in UTF-8. */
  head: Buffer;
  /** The last reply written, and its timestamp. */
  timestamp: number;
  reply: Buffer | null;
}

const encoded = new WeakMap<object, Encoded>();

/** Fastify reply serializer. */
export function serializeReply(payload: unknown): string | Buffer {
  if (payload instanceof StableEnvelope && payload.result !== null && typeof payload.result === 'object') return stableBytes(payload as StableEnvelope<object>);
  return JSON.stringify(payload);
}

function stableBytes(envelope: StableEnvelope<object>): Buffer {
  const { success, message, code, result, timestamp } = envelope;
  let entry = encoded.get(result);
  if (entry === undefined || entry.success !== success || entry.message !== message || entry.code !== code) {
    const head = `{"success":${JSON.stringify(success)},"message":${JSON.stringify(message)},"code":${JSON.stringify(code)},"result":${JSON.stringify(result)}`;
    entry = { success, message, code, head: Buffer.from(head), timestamp: Number.NaN, reply: null };
    encoded.set(result, entry);
  }
  if (entry.reply === null || entry.timestamp !== timestamp) {
    const tail = Buffer.from(`,"timestamp":${JSON.stringify(timestamp)}}`);
    entry.reply = Buffer.concat([entry.head, tail], entry.head.length + tail.length);
    entry.timestamp = timestamp;
  }
  return entry.reply;
}
