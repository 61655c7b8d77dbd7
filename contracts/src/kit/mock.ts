// The mock server a contract file talks to: in process (app.inject), one per test file.
import { buildApp, type MockApp } from '@mis/mock-server';
import { afterAll, beforeAll } from 'vitest';
import { call, type Answer, type OperationId } from './call';
import { loginAs } from './login';

export type StartOptions = NonNullable<Parameters<typeof buildApp>[0]>;

/** Starts a mock server of its own (for a test that needs a clock or an expiry of its own); the caller closes it. */
export async function startMock(options: StartOptions = {}): Promise<MockApp> {
  const app = await buildApp({ staticDir: false, ...options });
  await app.ready();
  return app;
}

export interface FileMock {
  /** The file's mock server, started before its first test and closed after its last. */
  readonly app: MockApp;
  /** The token of the user signed in at start (`login`); empty when none was asked for. */
  readonly token: string;
  /** Puts the store back to its seed (sessions included) and signs `login` in again. */
  reset(): Promise<void>;
  /** Runs a test that changes what the file's other tests read: from the seed (`reset`), and resets again after it. */
  fromSeed(run: (app: MockApp, token: string) => Promise<void>): Promise<void>;
  /** A GET as the signed-in user, validated like `call`. */
  get<Op extends OperationId>(operationId: Op, url: string, headers?: Record<string, string>): Promise<Answer<Op>>;
  /** A write as the signed-in user, validated like `call`. */
  send<Op extends OperationId>(operationId: Op, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Answer<Op>>;
}

/** The one start-up of a contract file: `const mock = mockPerFile({ login: 'admin' })`, then `mock.app`, `mock.token`. */
export function mockPerFile({ login, ...options }: StartOptions & { login?: string } = {}): FileMock {
  let app: MockApp | undefined;
  let token = '';
  const signIn = async () => {
    if (login && app) token = await loginAs(app, login);
  };
  beforeAll(async () => {
    app = await startMock(options);
    await signIn();
  });
  afterAll(() => app?.close());
  const started = () => {
    if (!app) throw new Error('the mock starts in beforeAll: read mock.app inside a test or a hook');
    return app;
  };
  const reset = async () => {
    started().store.reset();
    await signIn();
  };
  return {
    get app() {
      return started();
    },
    get token() {
      return token;
    },
    reset,
    async fromSeed(run) {
      await reset();
      try {
        await run(started(), token);
      } finally {
        await reset();
      }
    },
    get: (operationId, url, headers) => call(started(), operationId, { url, token, ...(headers ? { headers } : {}) }),
    send: (operationId, method, url, payload) => call(started(), operationId, { method, url, token, ...(payload === undefined ? {} : { payload }) }),
  };
}
