// The one place announcement HTML is cleaned before it reaches the page: scripts, event-handler attributes and
// javascript: URLs are removed by DOMPurify; formatting, links and images stay.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
