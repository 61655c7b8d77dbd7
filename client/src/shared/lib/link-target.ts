import { safeInternalPath } from './safe-redirect';

/**
 * Where a stored link leads once its `${field}` slots are filled (an online field's href, a report column's link, a
 * custom button's link): an http(s) address opens in a new window, a path of the app in the app, anything else —
 * javascript:, data:, vbscript:, a protocol-relative //host — is refused. The templates are written by designers and
 * kept on the server, so a hostile one is stored input like any other.
 */
export type LinkTarget = { kind: 'external'; url: string } | { kind: 'app'; path: string } | { kind: 'refused' };

/** Upstream's wording when a link cannot be opened. */
export const LINK_REFUSED_MESSAGE = '链接地址不正确';

export function linkTarget(href: string): LinkTarget {
  const trimmed = href.trim();
  if (/^https?:\/\/[^/\\]/i.test(trimmed)) return { kind: 'external', url: trimmed };
  const path = safeInternalPath(trimmed);
  return path ? { kind: 'app', path } : { kind: 'refused' };
}
