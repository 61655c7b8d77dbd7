// ESLint rules that hold the repo's import boundaries (docs/architecture.md, client/src/app/README.md), and the mock's
// rule that handlers reach store tables through the entity kit. Every import is first resolved to a path inside the
// repo: relative paths, the client's `@/` alias (client/src, also in contracts/) and the workspace packages
// (`@mis/mock-server/sign` → the file its package.json exports).
// The rules are tested by scripts/eslint-layers.test.mjs: each boundary has a fixture that must be reported.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_SRC = 'client/src';

function toPosix(file) {
  return file.split(path.sep).join('/');
}

/** The file's path from the repo root ('client/src/app/main.tsx'), or null outside the repo. */
function repoPath(file) {
  const relative = toPosix(path.relative(ROOT, file));
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative;
}

/** `@mis/<name>` → its folder and its package.json `exports`. */
const WORKSPACES = Object.fromEntries(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.map((folder) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
    return [manifest.name, { folder, exports: manifest.exports ?? {} }];
  }),
);

function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  return entry?.default ?? entry?.types ?? null;
}

/** Where an import specifier leads, as a repo path; null for a package outside the repo (react, node:fs …). */
export function resolveImport(fromFile, specifier) {
  if (specifier.startsWith('.')) return repoPath(path.resolve(path.dirname(fromFile), specifier));
  if (specifier.startsWith('@/')) return `${CLIENT_SRC}/${specifier.slice(2)}`;
  const name = Object.keys(WORKSPACES).find((candidate) => specifier === candidate || specifier.startsWith(`${candidate}/`));
  if (!name) return null;
  const { folder, exports } = WORKSPACES[name];
  const subpath = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
  const target = exportTarget(exports[subpath]) ?? subpath;
  return path.posix.normalize(`${folder}/${target}`);
}

const SOURCE_EXTENSION = /\.[cm]?[jt]sx?$/;

/** Whether `target` is the file or inside the folder `where` names; a `*` in `where` stands for one folder name. */
function isInside(target, where) {
  const pattern = where
    .replace(SOURCE_EXTENSION, '')
    .split('/')
    .map((part) => (part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}(?:/|$)`).test(target.replace(SOURCE_EXTENSION, ''));
}

/** The string a module specifier node holds: a literal, or a template literal without expressions. */
function literalSpecifier(node) {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** Calls `check(node, specifier)` for every import, re-export and dynamic import with a known specifier. */
function onEveryImport(check) {
  const withSource = (node) => {
    const specifier = literalSpecifier(node.source);
    if (specifier !== null) check(node, specifier);
  };
  return {
    ImportDeclaration: withSource,
    ExportNamedDeclaration: (node) => node.source && withSource(node),
    ExportAllDeclaration: withSource,
    ImportExpression: withSource,
  };
}

// ── The client's layers (docs/architecture.md §5 and client/src/app/README.md) ─────────────────────────────

/** From the top down: a folder of app/ imports only the folders after it (the root files import anything). */
export const APP_FOLDER_ORDER = ['router', 'layout', 'tabs', 'providers', 'session', 'access', 'pages', 'errors', 'settings'];

function locate(target) {
  if (!target || !target.startsWith(`${CLIENT_SRC}/`)) return null;
  const parts = target.slice(CLIENT_SRC.length + 1).split('/');
  return { layer: parts[0], slice: parts[1] ?? null };
}

const allowed = {
  app: (from, to) => {
    // The files at the root of app/ (main.tsx) sit above every folder.
    if (to.layer !== 'app' || !APP_FOLDER_ORDER.includes(from.slice) || from.slice === to.slice) return true;
    return APP_FOLDER_ORDER.indexOf(to.slice) > APP_FOLDER_ORDER.indexOf(from.slice);
  },
  features: (from, to) => ['widgets', 'shared', 'api'].includes(to.layer) || (to.layer === 'features' && to.slice === from.slice),
  widgets: (_from, to) => ['widgets', 'shared', 'api'].includes(to.layer),
  api: (_from, to) => ['api', 'shared'].includes(to.layer),
  shared: (_from, to) => to.layer === 'shared',
};

const oneWayImports = {
  meta: { type: 'problem', schema: [], messages: { upward: '{{from}} must not import {{to}} (the client layers only import downwards: client/src/app/README.md)' } },
  create(context) {
    const from = locate(repoPath(context.filename));
    if (!from || !(from.layer in allowed)) return {};
    return onEveryImport((node, specifier) => {
      const to = locate(resolveImport(context.filename, specifier));
      if (!to || !(to.layer in allowed) || allowed[from.layer](from, to)) return;
      context.report({ node, messageId: 'upward', data: { from: `${from.layer}/${from.slice ?? ''}`, to: `${to.layer}/${to.slice ?? ''}` } });
    });
  },
};

// ── Test helpers stay in tests ───────────────────────────────────────────────────────────────────────────────

const TEST_FILE = /(\.test\.[cm]?[jt]sx?|\/test-setup\.ts)$/;

const testKitInTests = {
  meta: { type: 'problem', schema: [], messages: { notInTest: '{{to}} holds test helpers: only test files (*.test.ts, test-setup.ts) import it' } },
  create(context) {
    const from = repoPath(context.filename);
    if (!from || TEST_FILE.test(from) || isInside(from, `${CLIENT_SRC}/testing`)) return {};
    return onEveryImport((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      if (target && isInside(target, `${CLIENT_SRC}/testing`)) context.report({ node, messageId: 'notInTest', data: { to: `${CLIENT_SRC}/testing` } });
    });
  },
};

// ── Boundaries between and inside the packages ───────────────────────────────────────────────────────────────

/**
 * Options: `[{ forbid: 'repo/path', except?: ['repo/path', …], because: '…' }, …]`. An import leading into a
 * forbidden path (and into none of its exceptions) is reported with the reason.
 */
const forbiddenImports = {
  meta: {
    type: 'problem',
    schema: {
      type: 'array',
      items: {
        type: 'object',
        properties: { forbid: { type: 'string' }, except: { type: 'array', items: { type: 'string' } }, because: { type: 'string' } },
        required: ['forbid', 'because'],
        additionalProperties: false,
      },
    },
    messages: { forbidden: '{{from}} must not import {{to}}: {{because}}' },
  },
  create(context) {
    const from = repoPath(context.filename);
    if (!from) return {};
    return onEveryImport((node, specifier) => {
      const target = resolveImport(context.filename, specifier);
      if (!target) return;
      const boundary = context.options.find(({ forbid, except = [] }) => isInside(target, forbid) && !except.some((open) => isInside(target, open)));
      if (boundary) context.report({ node, messageId: 'forbidden', data: { from, to: target, because: boundary.because } });
    });
  },
};

// ── The mock's handlers: tables through the entity kit, domains apart ─────────────────────────────────────────

/** Whether a node is the store: `store`, or a `store` property (`ctx.store`, `this.store`). */
function isStore(node) {
  if (node?.type === 'Identifier') return node.name === 'store';
  return node?.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'store';
}

/**
 * Reports `store.data` (`ctx.store.data`, `const { data } = store`): the store's tables are reached through their
 * entity (mock-server/src/entities/, defineEntity / defineTable), which keeps the audit stamps, the not-deleted filter
 * and the list semantics in one place. By name: a Store held under another name is not seen.
 */
const noStoreData = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { storeData: 'store.data: reach a store table through its entity (mock-server/src/entities/: all, live, get, insert, …), which keeps the audit stamps, the not-deleted filter and the list semantics in one place' },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (!node.computed && node.property.type === 'Identifier' && node.property.name === 'data' && isStore(node.object)) context.report({ node, messageId: 'storeData' });
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'ObjectPattern' || !isStore(node.init)) return;
        const data = node.id.properties.find((property) => property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === 'data');
        if (data) context.report({ node: data, messageId: 'storeData' });
      },
    };
  },
};

/**
 * Options: `{ root: 'repo/path', because: '…' }`. The folders under `root` are separate slices (the mock's handler
 * domains): a file in one must not import from another. Files at the root itself (the index registering every
 * slice) are not checked.
 */
const separateSlices = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { root: { type: 'string' }, because: { type: 'string' } }, required: ['root', 'because'], additionalProperties: false }],
    messages: { sibling: '{{from}} must not import {{to}}: {{because}}' },
  },
  create(context) {
    const [{ root, because }] = context.options;
    /** The slice a repo path lies in (its first folder under root), or null. */
    const sliceOf = (target) => {
      if (!target?.startsWith(`${root}/`)) return null;
      const parts = target.slice(root.length + 1).split('/');
      if (parts.length > 1) return parts[0];
      // `../users` names the folder itself.
      return fs.existsSync(path.join(ROOT, root, parts[0])) && fs.statSync(path.join(ROOT, root, parts[0])).isDirectory() ? parts[0] : null;
    };
    const from = repoPath(context.filename);
    const own = from?.startsWith(`${root}/`) && from.slice(root.length + 1).includes('/') ? sliceOf(from) : null;
    if (!own) return {};
    return onEveryImport((node, specifier) => {
      const to = sliceOf(resolveImport(context.filename, specifier));
      if (to && to !== own) context.report({ node, messageId: 'sibling', data: { from: `${root}/${own}`, to: `${root}/${to}`, because } });
    });
  },
};

// ── Dynamic imports the rules can read ───────────────────────────────────────────────────────────────────────

const literalDynamicImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { computed: 'import() of a computed specifier escapes the import rules and the bundler: import a literal path' },
  },
  create(context) {
    return { ImportExpression: (node) => literalSpecifier(node.source) === null && context.report({ node, messageId: 'computed' }) };
  },
};

export const layers = {
  rules: {
    'one-way-imports': oneWayImports,
    'test-kit-in-tests': testKitInTests,
    'forbidden-imports': forbiddenImports,
    'literal-dynamic-imports': literalDynamicImports,
    'no-store-data': noStoreData,
    'separate-slices': separateSlices,
  },
};
