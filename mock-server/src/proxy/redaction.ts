// What the drift report must never hold: tokens, passwords, cookies, signatures. A value is withheld when its field
// is named like a secret, when it equals a secret the exchange carried (the token header, X-Sign, a cookie, the
// `token` query parameter, a password field of the body), or when it looks like a JWT.
import type { IncomingHttpHeaders } from 'node:http';

const SECRET_NAME = /token|passw|pwd|secret|sign|cookie|salt|authorization|credential|captcha|private/i;
const JWT = /^[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}$/;
const SECRET_HEADERS = ['x-access-token', 'x-sign', 'authorization', 'proxy-authorization'];

export const REDACTED = '(redacted)';

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** The secret values an exchange carried, to withhold wherever they show up (even under an innocent name). */
export function secretsOf(headers: IncomingHttpHeaders, query: URLSearchParams, body: unknown): Set<string> {
  const secrets = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 4) secrets.add(value);
  };
  for (const name of SECRET_HEADERS) add(headers[name]);
  for (const cookie of String(headers.cookie ?? '').split(';')) add(cookie.slice(cookie.indexOf('=') + 1).trim());
  for (const [name, value] of query) if (isSecretName(name)) add(value);
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) if (isSecretName(name)) add(value);
  }
  return secrets;
}

/** Whether a text must be withheld: named like a secret (`name`, the last field of its pointer), one, or a JWT. */
export function isSecretValue(text: string, name: string, secrets: ReadonlySet<string>): boolean {
  if (isSecretName(name) || JWT.test(text)) return true;
  for (const secret of secrets) if (text.includes(secret)) return true;
  return false;
}

/** A request path with every segment that is, or holds, a secret replaced (unknown paths are reported by path). */
export function redactPath(path: string, secrets: ReadonlySet<string>): string {
  return path
    .split('/')
    .map((segment) => (segment && isSecretValue(segment, '', secrets) ? REDACTED : segment))
    .join('/');
}
