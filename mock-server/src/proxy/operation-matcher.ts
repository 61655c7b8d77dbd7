// Finds the document's operation for a method and a path (below API_PREFIX), with its path parameters decoded, as
// the mock's router would: a literal segment wins over a parameter, a parameter over the wildcard, and a trailing
// slash is ignored.
import type { Operation } from '../openapi/document.js';

export type OperationMatch =
  | { kind: 'operation'; op: Operation; params: Record<string, string> }
  /** The path is in the document, the method is not. */
  | { kind: 'method-unknown' }
  | { kind: 'path-unknown' };

interface Template {
  /** Per segment: a literal, `{name}` or the wildcard `{name...}` that takes the rest. */
  segments: Array<{ literal: string } | { param: string } | { wildcard: string }>;
  byMethod: Map<string, Operation>;
  /** Lower is more specific: compared segment by segment (literal 0, parameter 1, wildcard 2). */
  rank: number[];
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const segmentsOf = (path: string): string[] => path.replace(/\/+$/, '').split('/').slice(1);

function templatesOf(operations: Operation[]): Template[] {
  const byPath = new Map<string, Template>();
  for (const op of operations) {
    let template = byPath.get(op.path);
    if (!template) {
      const segments = segmentsOf(op.path).map((segment) => {
        const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
        if (name === undefined) return { literal: segment };
        return name === op.wildcard ? { wildcard: name } : { param: name };
      });
      const rank = segments.map((s) => ('literal' in s ? 0 : 'param' in s ? 1 : 2));
      template = { segments, byMethod: new Map(), rank };
      byPath.set(op.path, template);
    }
    template.byMethod.set(op.method, op);
  }
  const compare = (a: Template, b: Template) => {
    for (let i = 0; i < Math.max(a.rank.length, b.rank.length); i++) {
      const difference = (a.rank[i] ?? -1) - (b.rank[i] ?? -1);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  return [...byPath.values()].sort(compare);
}

function paramsIfMatches(template: Template, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < template.segments.length; i++) {
    const segment = template.segments[i] as Template['segments'][number];
    if ('wildcard' in segment) {
      params[segment.wildcard] = parts.slice(i).map(decode).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      if (part === '') return null;
      params[segment.param] = decode(part);
    }
  }
  return parts.length === template.segments.length ? params : null;
}

export function createOperationMatcher(operations: Operation[]): (method: string, path: string) => OperationMatch {
  const literal = new Map<string, Template>();
  const templated: Template[] = [];
  for (const template of templatesOf(operations)) {
    if (template.rank.every((rank) => rank === 0)) literal.set(template.segments.map((s) => ('literal' in s ? s.literal : '')).join('/'), template);
    else templated.push(template);
  }
  return (method, path) => {
    const parts = segmentsOf(path);
    let anyPath = false;
    const exact = literal.get(parts.join('/'));
    const candidates = exact ? [exact, ...templated] : templated;
    for (const template of candidates) {
      const params = template === exact ? {} : paramsIfMatches(template, parts);
      if (!params) continue;
      anyPath = true;
      const op = template.byMethod.get(method);
      if (op) return { kind: 'operation', op, params };
    }
    return anyPath ? { kind: 'method-unknown' } : { kind: 'path-unknown' };
  };
}
