// npm run bench:authz — what the permission check (issue 33: `x-permission`, code 510) costs a request, measured in
// one run in process on the built mock (mock-server/dist), no server or port:
//   - the baseline: admin's guarded GET /sys/quartzJob/queryById?id=nope through app.inject (routing, token, the
//     check, validation, handler, serialisation), mean of RUNS requests;
//   - the check alone on a warm memo (`mayCall`, what every guarded request pays), mean of many calls, and its
//     share of the request;
//   - the check after a write (the data revision changed: the user's grants are built again from the permission
//     rows, once, by the first guarded request after any write), mean of RUNS rebuilds.
import { buildApp } from '../mock-server/dist/app.js';
import { mayCall } from '../mock-server/dist/domain/operation-grants.js';
import { table } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const REQUIRED = ['/isystem/QuartzJobList'];

const app = await buildApp({ staticDir: false });
await app.ready();
try {
  const key = 'bench-authz';
  await app.inject({ method: 'GET', url: `/v1/sys/randomImage/${key}` });
  const captcha = app.store.captchas.peek(key);
  const login = await app.inject({ method: 'POST', url: '/v1/sys/login', payload: { username: 'admin', password: '123456', captcha, checkKey: key } });
  const token = login.json().result.token;
  const request = () => app.inject({ method: 'GET', url: '/v1/sys/quartzJob/queryById?id=nope', headers: { 'x-access-token': token } });
  const first = (await request()).json();
  if (first.code === 510) throw new Error('admin refused');

  for (let i = 0; i < 200; i++) await request();
  let started = performance.now();
  for (let i = 0; i < RUNS; i++) await request();
  const requestUs = ((performance.now() - started) / RUNS) * 1000;

  const WARM_RUNS = RUNS * 50;
  started = performance.now();
  for (let i = 0; i < WARM_RUNS; i++) if (!mayCall(app.store, 'admin', REQUIRED)) throw new Error('admin refused');
  const warmUs = ((performance.now() - started) / WARM_RUNS) * 1000;

  started = performance.now();
  for (let i = 0; i < RUNS; i++) {
    app.store.changed();
    mayCall(app.store, 'admin', REQUIRED);
  }
  const coldUs = ((performance.now() - started) / RUNS) * 1000;

  table([
    { figure: 'guarded GET /sys/quartzJob/queryById (inject, whole request)', 'µs': requestUs.toFixed(1), 'share of the request': '100%' },
    { figure: 'the permission check, memo warm (every guarded request)', 'µs': warmUs.toFixed(2), 'share of the request': `${((warmUs / requestUs) * 100).toFixed(2)}%` },
    { figure: 'the permission check after a write (grants rebuilt once)', 'µs': coldUs.toFixed(1), 'share of the request': `${((coldUs / requestUs) * 100).toFixed(1)}%` },
  ]);
} finally {
  await app.close();
}
