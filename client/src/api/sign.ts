// X-Sign request signature, exactly as the Vue2 front end computes it (jeecg signMd5Utils.js; jeecg-facts §2.1).
// The backend recomputes it for the dictionary URLs and rejects a mismatch with Sign签名校验失败！.
import { md5Hex } from '@/shared/lib/md5';

export type SignParams = Record<string, unknown>;

/** Parameters carried by the URL itself: a comma-holding last path segment and the raw `k=v` query pairs. */
function urlParams(url: string): Record<string, string> {
  const found: Record<string, string> = {};
  const lastSegment = url.slice(url.lastIndexOf('/') + 1);
  if (lastSegment.includes(',')) {
    const withoutQuery = lastSegment.includes('?') ? lastSegment.slice(0, lastSegment.indexOf('?')) : lastSegment;
    found['x-path-variable'] = decodeURIComponent(withoutQuery);
  }
  const queryStart = url.indexOf('?');
  if (queryStart >= 0) {
    for (const pair of url.slice(queryStart + 1).split('&')) {
      const eq = pair.indexOf('=');
      if (eq > 0) found[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return found;
}

/** The JSON text that is hashed: URL params overlaid by request params, numbers as strings, keys sorted. */
export function signedJson(url: string, params: SignParams = {}): string {
  const merged: SignParams = { ...urlParams(url) };
  for (const [key, value] of Object.entries(params)) {
    merged[key] = typeof value === 'number' ? String(value) : value;
  }
  const sorted: SignParams = {};
  for (const key of Object.keys(merged).sort()) sorted[key] = merged[key];
  return JSON.stringify(sorted);
}

export function getSign(url: string, params: SignParams | undefined, secret: string): string {
  return md5Hex(signedJson(url, params) + secret).toUpperCase();
}
