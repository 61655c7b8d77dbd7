import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { layers } from './scripts/eslint-layers.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'e2e/artifacts/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['client/public/**/*.js', 'docker/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  // The import boundaries (scripts/eslint-layers.js; each one is tested by scripts/eslint-layers.test.mjs).
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      // app → features → widgets → shared, never upwards or sideways between features; app/ folders one way.
      'layers/one-way-imports': 'error',
      'layers/test-kit-in-tests': 'error',
      'layers/literal-dynamic-imports': 'error',
      'layers/forbidden-imports': [
        'error',
        // contracts/vectors holds the X-Sign golden vectors (data) the client's sign test shares with the mock's.
        ...['mock-server', 'contracts', 'e2e'].map((forbid) => ({ forbid, except: ['contracts/vectors'], because: 'the client talks to the backend over HTTP only' })),
      ],
    },
  },
  {
    files: ['mock-server/**/*.{ts,js,mjs}'],
    plugins: { layers },
    rules: { 'layers/forbidden-imports': ['error', { forbid: 'client', because: 'the mock stands for the backend, which knows nothing of the client' }] },
  },
  {
    files: ['mock-server/src/handlers/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': [
        'error',
        { forbid: 'mock-server/src/plugins', because: 'handlers answer requests; the Fastify plugins call them, not the other way round' },
        { forbid: 'mock-server/src/entity/audit', because: 'the entity kit stamps the audit fields (insert, update, softDelete, recover, restore), never a handler by hand' },
        { forbid: 'mock-server/src/store/live', because: "the not-deleted filter is the entity's (live, get, recycled, isRecycled), never a handler's own" },
      ],
      // One domain's handlers never import another's: what several share sits below them (src/entities, src/domain).
      'layers/separate-slices': [
        'error',
        { root: 'mock-server/src/handlers', because: 'handler domains stay apart; move what both need to mock-server/src/entities or mock-server/src/domain' },
      ],
    },
  },
  {
    // Above the entity kit, tables are reached through their entity only.
    files: ['mock-server/src/handlers/**/*.ts', 'mock-server/src/domain/**/*.ts'],
    plugins: { layers },
    rules: { 'layers/no-store-data': 'error' },
  },
  {
    files: ['mock-server/src/entities/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': [
        'error',
        { forbid: 'mock-server/src/handlers', because: 'the entities sit below the handlers: every domain uses them' },
        { forbid: 'mock-server/src/domain', because: 'an entity is its table alone; the shared rules (src/domain) build on the entities' },
      ],
    },
  },
  {
    files: ['mock-server/src/domain/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': ['error', { forbid: 'mock-server/src/handlers', because: 'the shared rules sit below the handlers: every domain may use them' }],
    },
  },
  {
    files: ['mock-server/src/store/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': [
        'error',
        { forbid: 'mock-server/src/handlers', because: 'the store is the bottom layer: handlers use it' },
        { forbid: 'mock-server/src/crud', because: 'the store is the bottom layer: crud helpers use it' },
        { forbid: 'mock-server/src/entity', because: 'the store is the bottom layer: the entity kit uses it' },
        { forbid: 'mock-server/src/entities', because: 'the store is the bottom layer: the entities are defined over it' },
        { forbid: 'mock-server/src/domain', because: 'the store is the bottom layer: the shared rules use it' },
      ],
    },
  },
  {
    // The validating proxy answers from a real backend: it checks against the document, never reads the mock's data.
    files: ['mock-server/src/proxy/**/*.ts'],
    ignores: ['mock-server/src/proxy/**/*.test.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': [
        'error',
        { forbid: 'client', because: 'the mock stands for the backend, which knows nothing of the client' },
        ...['mock-server/src/store', 'mock-server/src/handlers', 'mock-server/src/entities', 'mock-server/src/domain'].map((forbid) => ({
          forbid,
          because: "the proxy forwards to a real backend: the mock's data, handlers and rules are not there (docs/architecture.md §4)",
        })),
      ],
    },
  },
  {
    // Contracts reach the mock through its package's exports and the client through its HTTP layer, storage helpers
    // and request modules only, so both can change inside without breaking the suite.
    files: ['contracts/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': [
        'error',
        {
          forbid: 'mock-server',
          except: ['mock-server/src/app.ts', 'mock-server/src/handlers/index.ts', 'mock-server/src/sign.ts'],
          because: "import the mock as '@mis/mock-server' (its app), '@mis/mock-server/handlers' or '@mis/mock-server/sign'",
        },
        {
          forbid: 'client',
          except: ['client/src/api', 'client/src/shared/storage', 'client/src/features/*/api'],
          because: "contracts check the client's requests: '@/api/…', '@/shared/storage/…' and '@/features/<domain>/api/…' only",
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    plugins: { layers },
    rules: {
      'layers/forbidden-imports': [
        'error',
        { forbid: 'client/src', because: 'e2e drives the built client in a browser and talks HTTP' },
        { forbid: 'mock-server/src', because: 'e2e talks to the mock over HTTP (its /__mock control routes included)' },
      ],
    },
  },
);
