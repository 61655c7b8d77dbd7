// The read-only guard: a report's SQL must be ONE query (SELECT, or WITH … SELECT). Everything else is refused with a
// message naming what was found, before the engine sees it. The engine's connection is read-only as well
// (PRAGMA query_only on a throwaway copy), so a gap here still cannot write.
import { splitPlaceholders, SqlSyntaxError, tokenize, type SqlToken } from './sql-tokens.js';

/** A refused or malformed SQL text; `message` is the Chinese text the caller shows. */
export class SqlRefused extends Error {}

export const ONLY_SELECT = '只允许执行单条查询语句';

/** Words that start or hide a statement other than a query. REPLACE is refused only as a statement (REPLACE INTO),
 * not as the string function replace(…). */
const FORBIDDEN = new Set([
  'INSERT', 'UPDATE', 'DELETE', 'DROP', 'ALTER', 'CREATE', 'PRAGMA', 'ATTACH', 'DETACH', 'VACUUM', 'REINDEX',
  'ANALYZE', 'TRUNCATE', 'GRANT', 'REVOKE', 'RENAME', 'MERGE', 'EXEC', 'EXECUTE', 'BEGIN', 'COMMIT', 'ROLLBACK',
  'SAVEPOINT', 'RELEASE', 'INTO', 'LOAD_EXTENSION', 'SET',
]);

export interface CheckedSelect {
  /** The query with `${name}` placeholders as bound parameters `:self_name`, comments dropped. */
  sql: string;
  /** The placeholders' names in order of first use. */
  params: string[];
  /** Every bare word of the query in lower case (table names among them). */
  words: Set<string>;
}

/** The bound parameter name of a report parameter: upstream sends `${name}` as the request parameter `self_<name>`. */
export const boundName = (param: string) => `:self_${param}`;

function refuse(found: string): never {
  throw new SqlRefused(`${ONLY_SELECT}：${found}`);
}

function significant(tokens: SqlToken[]): SqlToken[] {
  return tokens.filter((token) => token.kind !== 'space' && token.kind !== 'comment');
}

/** A string literal holding placeholders as an expression: '%${name}%' → ('%' || :self_name || '%'). */
function stringWithParams(value: string, params: string[]): string {
  const parts = splitPlaceholders(value);
  if (parts.length === 0) return "''";
  const sql = parts.map((part) => {
    if ('text' in part) return `'${part.text.replaceAll("'", "''")}'`;
    if (!params.includes(part.param)) params.push(part.param);
    return boundName(part.param);
  });
  return sql.length === 1 ? (sql[0] as string) : `(${sql.join(' || ')})`;
}

export function checkReadOnlySelect(text: string): CheckedSelect {
  let tokens: SqlToken[];
  try {
    tokens = tokenize(text);
  } catch (error) {
    if (error instanceof SqlSyntaxError) throw new SqlRefused(`SQL语法错误：${error.message}`);
    throw error;
  }
  for (const token of tokens) {
    // MySQL runs the text of /*! … */ as SQL; no comment may carry code.
    if (token.kind === 'comment' && /^\/\*[!+]/.test(token.text)) refuse('发现可执行注释 /*!');
  }
  const meaningful = significant(tokens);
  if (meaningful.length === 0) throw new SqlRefused('SQL不能为空');
  const firstSemicolon = meaningful.findIndex((token) => token.kind === 'semicolon');
  if (firstSemicolon >= 0 && meaningful.slice(firstSemicolon + 1).some((token) => token.kind !== 'semicolon')) {
    refuse('发现多条语句（分号后还有内容）');
  }
  const first = meaningful[0] as SqlToken;
  const head = first.kind === 'word' ? first.text.toUpperCase() : first.text;
  if (head !== 'SELECT' && head !== 'WITH') refuse(`语句以 ${head} 开头`);
  for (const [index, token] of meaningful.entries()) {
    if (token.kind !== 'word') continue;
    const word = token.text.toUpperCase();
    const next = meaningful[index + 1];
    if (word === 'REPLACE' && next?.text !== '(') refuse('发现 REPLACE 语句');
    if (FORBIDDEN.has(word)) refuse(`发现 ${word}`);
  }

  const params: string[] = [];
  const words = new Set<string>();
  const sql = tokens
    .filter((token) => token.kind !== 'semicolon')
    .map((token) => {
      if (token.kind === 'comment') return ' ';
      if (token.kind === 'param') {
        if (!params.includes(token.name)) params.push(token.name);
        return boundName(token.name);
      }
      if (token.kind === 'string') return stringWithParams(token.value, params);
      if (token.kind === 'word') words.add(token.text.toLowerCase());
      if (token.kind === 'quoted') words.add(token.text.slice(1, -1).toLowerCase());
      return token.text;
    })
    .join('')
    .trim();
  return { sql, params, words };
}
