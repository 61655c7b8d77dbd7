// Menu urls may hold {{expression}} placeholders (e.g. {{ window._CONFIG['domianURL'] }}/doc.html). Upstream
// eval()s them; here only property paths are understood — identifier, then .name or ['key'] / ["key"] / [0] steps —
// looked up on a given scope, so a menu from the server can never run code.

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

function tokenize(expression: string): string[] | null {
  const steps: string[] = [];
  const first = /^\s*([A-Za-z_$][\w$]*)/.exec(expression);
  if (!first?.[1]) return null;
  steps.push(first[1]);
  let rest = expression.slice(first[0].length);
  while (rest.trim() !== '') {
    const step =
      /^\s*\.\s*([A-Za-z_$][\w$]*)/.exec(rest) ??
      /^\s*\[\s*'([^']*)'\s*\]/.exec(rest) ??
      /^\s*\[\s*"([^"]*)"\s*\]/.exec(rest) ??
      /^\s*\[\s*(\d+)\s*\]/.exec(rest);
    if (!step || step[1] === undefined) return null;
    steps.push(step[1]);
    rest = rest.slice(step[0].length);
  }
  return steps;
}

export function resolvePropertyPath(expression: string, scope: Record<string, unknown>): unknown {
  const steps = tokenize(expression);
  if (!steps || steps.some((step) => FORBIDDEN.has(step))) return undefined;
  let value: unknown = scope;
  for (const step of steps) {
    if (value === null || value === undefined || (typeof value !== 'object' && typeof value !== 'function')) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Replaces every {{expression}}; anything that is not a resolvable string, number or boolean becomes ''. */
export function fillMenuUrl(template: string, scope: Record<string, unknown>): string {
  return template.replace(/\{\{([^}]+)\}\}/g, (_whole, expression: string) => {
    const value = resolvePropertyPath(expression, scope);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  });
}
