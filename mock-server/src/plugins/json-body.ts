// The JSON body parser. Before JSON.parse it reads the text once, without recursion, and refuses what would make a
// later step slow or unsafe: nesting deeper than JSON_DEPTH_LIMIT (validation and binding recurse along the data),
// an array longer than JSON_ARRAY_LIMIT (Ajv reports every bad element: a million of them took seconds), and the keys
// __proto__, constructor and prototype (a handler copying the body with Object.assign would change an object's
// prototype). The scan stops at the first refusal, so a 1 000 000-element array is refused after reading its first
// 10 000. Bytes that are not UTF-8 are refused too (Jackson refuses them; decoding would replace them silently).
// Each refusal is HTTP 400 naming the field, as the document declares for every operation with a body.
import type { FastifyInstance } from 'fastify';
import { errorCodes } from 'fastify';
import { FORBIDDEN_KEYS, JSON_ARRAY_LIMIT, JSON_DEPTH_LIMIT } from './request-limits.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** How many segments of a deep field's path a message shows. */
const SHOWN_SEGMENTS = 4;

/** A malformed body: Fastify's error handler answers 400 with `参数错误：<message>` (plugins/errors.ts). */
export class RefusedBody extends Error {
  readonly statusCode = 400;
  readonly code = 'MIS_REFUSED_BODY';
}

interface Level {
  array: boolean;
  /** Elements seen so far in an array (commas + 1); unused in an object. */
  items: number;
  /** The current key of an object. */
  key: string;
  /** An object waits for a key (after `{` and after `,`). */
  expectKey: boolean;
}

function fieldOf(levels: Level[], part: string, extra?: string): string {
  const segments = levels.map((level) => (level.array ? String(level.items - 1) : level.key));
  if (extra !== undefined) segments.push(extra);
  const shown = segments.slice(0, SHOWN_SEGMENTS).join('.');
  // A websocket frame names its fields from the top (part ''); its top level itself is the 消息.
  return ([part, shown].filter(Boolean).join('.') || '消息') + (segments.length > SHOWN_SEGMENTS ? '…' : '');
}

/** Index of the quote closing the string that opens at `start`, or -1. */
function stringEnd(text: string, start: number): number {
  let at = start + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/**
 * Why the JSON text is refused, or null. Assumes nothing of its validity: text that is not JSON passes here and
 * JSON.parse says so.
 */
export function jsonBodyProblem(text: string, part = 'body'): string | null {
  const levels: Level[] = [];
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) {
      const end = stringEnd(text, at);
      if (end < 0) return null;
      const top = levels[levels.length - 1];
      if (top && !top.array && top.expectKey) {
        const raw = text.slice(at + 1, end);
        let key = raw;
        if (raw.includes('\\')) {
          try {
            key = JSON.parse(text.slice(at, end + 1)) as string;
          } catch {
            return null;
          }
        }
        // The object itself has no key yet: its path ends with its parent's.
        if (FORBIDDEN_KEYS.has(key)) return `${fieldOf(levels.slice(0, -1), part, key)} 是不允许的字段`;
        top.key = key;
        top.expectKey = false;
      }
      at = end;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (levels.length >= JSON_DEPTH_LIMIT) return `${fieldOf(levels, part)} 嵌套层数超过 ${JSON_DEPTH_LIMIT} 层`;
      const array = char === 0x5b;
      // An array's first element: counted once something other than `]` follows.
      levels.push({ array, items: array ? (/^\s*\]/.test(text.slice(at + 1, at + 64)) ? 0 : 1) : 0, key: '', expectKey: true });
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      levels.pop();
    } else if (char === 0x2c /* , */) {
      const top = levels[levels.length - 1];
      if (!top) continue;
      if (!top.array) {
        top.expectKey = true;
      } else if (++top.items > JSON_ARRAY_LIMIT) {
        levels.pop();
        return `${fieldOf(levels, part)} 数组元素超过 ${JSON_ARRAY_LIMIT} 个`;
      }
    }
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Replaces Fastify's JSON parser (secure-json-parse) with the checks above, then JSON.parse. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      return done(new RefusedBody('body 不是合法的 UTF-8 编码'), undefined);
    }
    const problem = jsonBodyProblem(text);
    if (problem) return done(new RefusedBody(problem), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
    }
  });
}
