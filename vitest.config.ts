import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Every test's and hook's time limit: a bound on a hang, not a speed check (speed is measured under bench/). */
const UNIT_TIMEOUT_MS = 120_000;

const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

function clientProject(name: string, groupOrder: number, files: { isolate: boolean; include?: string[]; exclude?: string[] }) {
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
    test: {
      name,
      root: './client',
      environment: 'happy-dom',
      include: files.include ?? ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      isolate: files.isolate,
      sequence: { groupOrder },
      setupFiles: ['./src/test-setup.ts'],
      // A screen rendered in happy-dom takes up to ~3 s on a quiet 2-core machine; `npm test` runs this suite at the
      // lowest CPU priority beside the e2e step, which may hold both cores for many seconds. A timeout here only
      // bounds a hang, so it is wide (and the same for every file: no file sets its own).
      testTimeout: UNIT_TIMEOUT_MS,
      hookTimeout: UNIT_TIMEOUT_MS,
    },
  };
}

// One vitest run covers the client's unit tests, the mock server's own tests, the contract suite and the repo scripts.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, with a core idle while
    // the main process waits. The suites are independent files, so use every core.
    maxWorkers: availableParallelism(),
    // Each project runs alone on every core (sequence.groupOrder), one after another: run side by side, projects
    // shared the workers and the non-isolated ones lost their module graph at every switch (the whole suite took 262 s
    // against 130 s for the projects run one by one, 2-core machine).
    projects: [
      // The client's files share one module graph and one happy-dom window per worker (isolate: false): importing
      // antd and React afresh for each of ~160 files cost more than the tests themselves (client step 646 s → 122 s
      // on the 2-core machine, docs/testing.md). `test-setup.ts` clears the DOM and storage after every test.
      clientProject('client', 0, { isolate: false, exclude: [ISOLATED] }),
      // A file that replaces a module (vi.mock) needs a module graph of its own: it is named *.isolated.test.*
      // (scripts/test-files.test.mjs holds every vi.mock to that name).
      clientProject('client-isolated', 3, { isolate: true, include: [ISOLATED] }),
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          // One module graph per worker: the document's compiled validators are built once, not once per file.
          isolate: false,
          sequence: { groupOrder: 2 },
          include: ['src/**/*.test.ts'],
          // Building the app (every schema compiled, every fixture seeded) takes seconds on a busy 2-core machine, and
          // `npm test` runs this suite at the lowest CPU priority beside the e2e step.
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
        test: {
          name: 'contracts',
          root: './contracts',
          environment: 'node',
          isolate: false,
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.ts'],
          // As above: a busy 2-core machine, the lowest CPU priority beside the e2e step (a file's mock is built in
          // its beforeAll, hence the hook timeout).
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          exclude: ['fixtures/**'],
          sequence: { groupOrder: 4 },
          // ESLint loads the whole config (typescript-eslint included) on a busy 2-core machine.
          testTimeout: UNIT_TIMEOUT_MS,
          hookTimeout: UNIT_TIMEOUT_MS,
        },
      },
    ],
  },
});
