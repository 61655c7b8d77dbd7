// Markdown → HTML for the preview: GitHub-flavoured, line breaks kept, and always through the one sanitiser
// (markdown may carry raw HTML and javascript: links).
import { Marked } from 'marked';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';

const markdown = new Marked({ gfm: true, breaks: true, async: false });

export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return '';
  return sanitizeHtml(markdown.parse(source, { async: false }));
}
