import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

// One vitest run covers the client's unit tests, the mock server's own tests, the contract suite and the repo scripts.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, with a core idle while
    // the main process waits. The suites are independent files, so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
        test: {
          name: 'client',
          root: './client',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          setupFiles: ['./src/test-setup.ts'],
          // A screen rendered in happy-dom takes up to ~3 s on a busy 2-core machine, next to a second worker.
          testTimeout: 15000,
        },
      },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Building the app (every schema compiled, every fixture seeded) takes seconds on a busy 2-core machine.
          testTimeout: 20000,
        },
      },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
        test: {
          name: 'contracts',
          root: './contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['**/*.test.mjs'],
          exclude: ['fixtures/**'],
          // ESLint loads the whole config (typescript-eslint included) on a busy 2-core machine.
          testTimeout: 60000,
        },
      },
    ],
  },
});
