// `npm run dev`: development with hot reload.
//   api — the mock server (API only, restarted on change by `tsx watch`) on 127.0.0.1:3100
//   web — the Vite dev server (client HMR) on PORT (default 8080), proxying /v1 to MOCK_API_URL
//         (default http://127.0.0.1:3100; MOCK_PORT moves the mock server)
// Ctrl-C stops both; if one exits, the other is stopped too.
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = fileURLToPath(new URL('..', import.meta.url));

const apiPort = process.env.MOCK_PORT ?? '3100';
const apiUrl = process.env.MOCK_API_URL ?? `http://127.0.0.1:${apiPort}`;

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npx tsx watch mock-server/src/server.ts --no-static',
      env: { PORT: apiPort, HOST: '127.0.0.1' },
      prefixColor: 'cyan',
    },
    {
      name: 'web',
      command: 'npm run dev -w client',
      env: { MOCK_API_URL: apiUrl },
      prefixColor: 'magenta',
    },
  ],
  {
    prefix: 'name',
    killOthersOn: ['failure', 'success'],
    cwd: root,
  },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
