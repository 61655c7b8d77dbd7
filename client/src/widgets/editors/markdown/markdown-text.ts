// Pure text edits of the markdown editor: the image syntax, and putting a snippet where the caret is.

/** `![remark](url)`, with the characters that would end the remark or the URL escaped. */
export function markdownImage(remark: string, url: string): string {
  const alt = remark.trim().replace(/([\\[\]])/g, '\\$1').replace(/\s*\n\s*/g, ' ');
  const target = url.trim().replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');
  return `![${alt}](${target})`;
}

export interface TextEdit {
  text: string;
  /** Where the caret goes afterwards. */
  caret: number;
}

/** What separates a block from its neighbour: a blank line, so it never continues a list item or a paragraph. */
function blockGap(side: string, atEnd: boolean): string {
  if (side.length === 0) return '';
  const edge = atEnd ? side.slice(-2) : side.slice(0, 2);
  if (edge === '\n\n') return '';
  return (atEnd ? edge.endsWith('\n') : edge.startsWith('\n')) ? '\n' : '\n\n';
}

/** Replaces the selection [start, end) with the snippet, set apart by blank lines when it is a block (an image). */
export function insertSnippet(text: string, start: number, end: number, snippet: string, block = false): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = block ? blockGap(before, true) : '';
  const trail = block ? blockGap(after, false) : '';
  const inserted = `${lead}${snippet}${trail}`;
  return { text: `${before}${inserted}${after}`, caret: before.length + lead.length + snippet.length };
}

/** Wraps the selection in a marker (`**` bold, `*` italic, `` ` `` code), or inserts an empty pair at the caret. */
export function wrapSelection(text: string, start: number, end: number, marker: string): TextEdit {
  const selected = text.slice(start, end);
  const wrapped = `${marker}${selected}${marker}`;
  return { text: `${text.slice(0, start)}${wrapped}${text.slice(end)}`, caret: start + marker.length + selected.length };
}

/** Puts a prefix (`## `, `- `, `> `) at the start of the caret's line. */
export function prefixLine(text: string, start: number, prefix: string): TextEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  return { text: `${text.slice(0, lineStart)}${prefix}${text.slice(lineStart)}`, caret: start + prefix.length };
}
