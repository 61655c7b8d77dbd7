// The mock server (mock-server/dist) with a CPU profiler attached, for bench/mock-profile.mjs: SIGUSR1 starts the
// profile, SIGUSR2 writes it to MOCK_PROFILE_PATH and exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
process.on('SIGUSR1', () => void session.post('Profiler.start'));
process.on('SIGUSR2', async () => {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(process.env.MOCK_PROFILE_PATH, JSON.stringify(profile));
  process.exit(0);
});
process.argv.push('--no-static');
await import('../mock-server/dist/server.js');
