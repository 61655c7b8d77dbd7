// A small SQL tokenizer (SQLite's lexical rules, plus MySQL's backticks): enough to tell words from string
// literals, quoted names and comments, which is what the read-only guard and the parameter rewrite need.

export type SqlToken =
  | { kind: 'word'; text: string }
  | { kind: 'string'; text: string; value: string }
  | { kind: 'quoted'; text: string }
  | { kind: 'param'; text: string; name: string }
  | { kind: 'comment'; text: string }
  | { kind: 'space'; text: string }
  | { kind: 'semicolon'; text: string }
  | { kind: 'symbol'; text: string };

export class SqlSyntaxError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const PARAM = /^\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/;

/** The end (exclusive) of a run closed by `close`, where a doubled `close` stands for itself ('it''s'). */
function closingIndex(sql: string, start: number, close: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === close) {
      if (sql[i + 1] === close) i += 2;
      else return i + 1;
    } else i++;
  }
  return -1;
}

export function tokenize(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] as string;
    const rest = sql.slice(i, i + 2);
    if (/\s/.test(ch)) {
      let end = i + 1;
      while (end < sql.length && /\s/.test(sql[end] as string)) end++;
      tokens.push({ kind: 'space', text: sql.slice(i, end) });
      i = end;
    } else if (rest === '--') {
      const newline = sql.indexOf('\n', i);
      const end = newline < 0 ? sql.length : newline;
      tokens.push({ kind: 'comment', text: sql.slice(i, end) });
      i = end;
    } else if (rest === '/*') {
      const close = sql.indexOf('*/', i + 2);
      if (close < 0) throw new SqlSyntaxError('注释未结束（缺少 */）');
      tokens.push({ kind: 'comment', text: sql.slice(i, close + 2) });
      i = close + 2;
    } else if (ch === "'") {
      const end = closingIndex(sql, i, "'");
      if (end < 0) throw new SqlSyntaxError('字符串未结束（缺少 \'）');
      const text = sql.slice(i, end);
      tokens.push({ kind: 'string', text, value: text.slice(1, -1).replaceAll("''", "'") });
      i = end;
    } else if (ch === '"' || ch === '`' || ch === '[') {
      const close = ch === '[' ? ']' : ch;
      const end = closingIndex(sql, i, close);
      if (end < 0) throw new SqlSyntaxError(`名称未结束（缺少 ${close}）`);
      tokens.push({ kind: 'quoted', text: sql.slice(i, end) });
      i = end;
    } else if (ch === '$' && PARAM.test(sql.slice(i))) {
      const match = PARAM.exec(sql.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'param', text: match[0], name: match[1] as string });
      i += match[0].length;
    } else if (WORD_START.test(ch)) {
      let end = i + 1;
      while (end < sql.length && WORD_PART.test(sql[end] as string)) end++;
      tokens.push({ kind: 'word', text: sql.slice(i, end) });
      i = end;
    } else if (ch === ';') {
      tokens.push({ kind: 'semicolon', text: ch });
      i++;
    } else {
      tokens.push({ kind: 'symbol', text: ch });
      i++;
    }
  }
  return tokens;
}

/** The `${name}` placeholders inside a string literal's value, split into text and parameter parts. */
export function splitPlaceholders(value: string): Array<{ text: string } | { param: string }> {
  const parts: Array<{ text: string } | { param: string }> = [];
  const pattern = /\$\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/g;
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: value.slice(last, match.index) });
    parts.push({ param: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < value.length) parts.push({ text: value.slice(last) });
  return parts;
}
