// ESLint rule enforcing the client's one-way layers (ARCHITECTURE.md §3):
// features/* never import another feature or app/; widgets/* never import features/ or app/;
// shared/ and api/ import nothing above them. Resolves relative and `@/` imports to a layer first.
import path from 'node:path';

const SRC = `${path.sep}client${path.sep}src${path.sep}`;

function locate(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const [layer, slice] = file.slice(at + SRC.length).split(path.sep);
  return { layer, slice };
}

function resolveImport(fromFile, source) {
  if (source.startsWith('@/')) {
    const at = fromFile.lastIndexOf(SRC);
    if (at < 0) return null;
    return path.join(fromFile.slice(0, at + SRC.length), source.slice(2));
  }
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

const allowed = {
  app: () => true,
  features: (from, to) => ['widgets', 'shared', 'api'].includes(to.layer) || (to.layer === 'features' && to.slice === from.slice),
  widgets: (_from, to) => ['widgets', 'shared', 'api'].includes(to.layer),
  api: (_from, to) => ['api', 'shared'].includes(to.layer),
  shared: (_from, to) => to.layer === 'shared',
};

export const layers = {
  rules: {
    'one-way-imports': {
      meta: { type: 'problem', schema: [], messages: { upward: '{{from}} must not import {{to}} (ARCHITECTURE.md §3 layers)' } },
      create(context) {
        const file = context.filename;
        const from = locate(file);
        if (!from || !(from.layer in allowed)) return {};
        const check = (node) => {
          const target = resolveImport(file, node.source.value);
          if (!target) return;
          const to = locate(target.endsWith(path.sep) ? target : `${target}`);
          if (!to || !(to.layer in allowed) || allowed[from.layer](from, to)) return;
          context.report({
            node,
            messageId: 'upward',
            data: { from: `${from.layer}/${from.slice ?? ''}`, to: `${to.layer}/${to.slice ?? ''}` },
          });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: (n) => n.source && check(n), ExportAllDeclaration: check, ImportExpression: (n) => n.source.type === 'Literal' && check({ source: n.source, ...n }) };
      },
    },
  },
};
