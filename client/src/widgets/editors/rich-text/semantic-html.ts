// Quill 2.0.3's getSemanticHTML writes every space as &nbsp;, which stops long lines from wrapping wherever the
// HTML is shown. A lone &nbsp; becomes a plain space again; runs of them stay, so deliberate spacing survives.
const LONE_NBSP = /(?<!&nbsp;)&nbsp;(?!&nbsp;)/g;

/** The HTML an editor emits: Quill's semantic HTML with ordinary spaces, or '' for an empty document. */
export function editorHtml(semantic: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return semantic.replace(LONE_NBSP, ' ');
}
