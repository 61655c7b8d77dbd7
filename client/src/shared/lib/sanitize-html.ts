// The one HTML sanitiser of the client: every place that shows stored or typed HTML (announcement detail, the
// rich-text view, the markdown preview) passes it through here. DOMPurify removes scripts, event handlers and
// javascript: URLs; on top of its HTML profile we drop what can still fetch from elsewhere without a visible image
// (style sheets, CSS url(), srcset, media, forms), so a payload can neither run nor phone home.
import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'option', 'video', 'audio', 'source', 'track', 'picture'],
  FORBID_ATTR: ['srcset', 'background', 'poster', 'action', 'formaction', 'ping'],
};

/** CSS that loads a resource or runs code: url(), image-set(), @import, IE's expression(). */
const LOADING_CSS = /url\s*\(|image-set\s*\(|@import|expression\s*\(|\\/i;

let purifier: ReturnType<typeof DOMPurify> | null = null;

function configuredPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // An instance of its own, so the hook does not change DOMPurify for any other user of the library.
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && LOADING_CSS.test(data.attrValue)) data.keepAttr = false;
  });
  return purifier;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return configuredPurifier().sanitize(html, CONFIG);
}
