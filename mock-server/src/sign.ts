// X-Sign as the backend checks it (jeecg-facts §2.2): last path segment with a comma as x-path-variable, the
// URL-decoded query, the JSON body's top-level fields (numbers as strings, like the client), `_t` removed,
// keys sorted, MD5 of the JSON text plus the secret, upper-case hex.
import { createHash } from 'node:crypto';

export const SIGN_SECRET = 'dd05f1c54d63749eda95f9fa6d49v442a';
export const SIGN_MAX_AGE_MS = 300_000;

const decodeForm = (text: string) => {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
};

export function signedParams(rawUrl: string, method: string, body: unknown): Record<string, unknown> {
  const [pathPart = '', query = ''] = rawUrl.split(/\?(.*)/s);
  const params: Record<string, unknown> = {};
  const lastSegment = decodeForm(pathPart.split('/').at(-1) ?? '');
  if (lastSegment.includes(',')) params['x-path-variable'] = lastSegment;
  for (const pair of decodeForm(query).split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    params[at < 0 ? pair : pair.slice(0, at)] = at < 0 ? '' : pair.slice(at + 1);
  }
  if (method !== 'GET' && body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) params[key] = typeof value === 'number' ? String(value) : value;
  }
  delete params._t;
  return params;
}

export function signOf(params: Record<string, unknown>, secret = SIGN_SECRET): string {
  const sorted = Object.fromEntries(Object.keys(params).sort().map((key) => [key, params[key]]));
  return createHash('md5').update(JSON.stringify(sorted) + secret).digest('hex').toUpperCase();
}

/** Epoch ms of an X-TIMESTAMP header: 14 digits are yyyyMMddHHmmss (China time, the older clients), else epoch ms. */
export function timestampOf(header: string): number | null {
  if (/^\d{14}$/.test(header)) {
    const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(header.slice(at, at + (i === 0 ? 4 : 2))));
    return Date.UTC(y as number, (mo as number) - 1, d, (h as number) - 8, mi, s);
  }
  return /^\d{1,16}$/.test(header) ? Number(header) : null;
}
