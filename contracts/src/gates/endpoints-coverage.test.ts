// Gate: every endpoint the spec names is in the document with its method; the websockets are described in
// `x-websockets`. Lines in parentheses describe families, not single endpoints. contracts/spec/endpoints.tsv is
// the spec's own list, copied into the repository so a clean clone (CI) has it; refresh the copy with the spec.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doc } from '../kit';

const tsv = readFileSync(new URL('../../spec/endpoints.tsv', import.meta.url), 'utf8');
const lines = tsv
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.split('\t'))
  .map(([method = '', path = '']) => ({ method, path }));

/** `/mock/api/{user,role}` names several paths; `{name}` alone is a path variable. */
function expand(path: string): string[] {
  const brace = /\{([^}]*,[^}]*)\}/.exec(path);
  if (!brace) return [path];
  return (brace[1] as string).split(',').flatMap((part) => expand(path.replace(brace[0], part)));
}

/** Path variables may be named differently in the document: compare with the names blanked. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const documented = new Map<string, string[]>();
for (const [path, item] of Object.entries(doc.paths)) {
  documented.set(shape(path), Object.keys(item).filter((key) => ['get', 'put', 'post', 'delete', 'patch'].includes(key)));
}
const websockets = (doc['x-websockets'] ?? []).map((ws) => ws.path);

describe('endpoints.tsv coverage', () => {
  const http = lines.filter((line) => line.method !== 'WS' && line.path.startsWith('/'));

  it('reads the whole list', () => {
    expect(http.length).toBeGreaterThan(90);
  });

  it('every HTTP endpoint of the spec is in the document with its method', () => {
    const missing: string[] = [];
    for (const { method, path } of http) {
      for (const concrete of expand(path)) {
        const methods = documented.get(shape(concrete));
        if (!methods) missing.push(`${method} ${concrete} (no such path)`);
        else if (method !== '?' && !methods.includes(method.toLowerCase())) missing.push(`${method} ${concrete} (documented as ${methods.join('/')})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the websockets are described in x-websockets', () => {
    expect(websockets).toContain('/vxeSocket/{userId}/{pageId}');
    expect(websockets).toContain('/websocket/{userId}');
  });
});
