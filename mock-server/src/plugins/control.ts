// Control routes for tests and developers, outside the contract: reset the store, read a captcha or an SMS code, end sessions,
// change the token lifetime. Reachable both at /__mock/* and under the API prefix.
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../envelope.js';
import { API_PREFIX } from '../openapi/register-routes.js';
import type { Store } from '../store/store.js';

/** Memory held on purpose by /__mock/allocate (the monitoring tests watch the figures move); released by reset. */
const held: unknown[] = [];

export function registerControlRoutes(app: FastifyInstance, store: Store): void {
  for (const prefix of ['', API_PREFIX]) {
    // `keepSessions` (tokens): sessions that outlive the reset — the e2e suite's kept signed-in page per worker.
    app.post<{ Body: { keepSessions?: unknown } | null }>(`${prefix}/__mock/reset`, async (request, reply) => {
      const keep = request.body?.keepSessions ?? [];
      if (!Array.isArray(keep) || keep.some((token) => typeof token !== 'string')) {
        return reply.code(400).send(fail('参数错误：body.keepSessions 应为令牌字符串的数组', 400));
      }
      held.length = 0;
      store.reset(new Set(keep as string[]));
      return ok(null, { message: 'reset' });
    });
    app.get<{ Params: { key: string } }>(`${prefix}/__mock/captcha/:key`, async (request, reply) => {
      const code = store.captchas.peek(request.params.key);
      return code ? ok({ code }) : reply.code(404).send(fail('验证码不存在或已过期', 404));
    });
    // The SMS code last sent to a mobile by POST /sys/sms (the mock sends no SMS).
    app.get<{ Params: { mobile: string } }>(`${prefix}/__mock/sms/:mobile`, async (request, reply) => {
      const sms = store.data.smsCodes.find((entry) => entry.mobile === request.params.mobile && entry.expiresAt > store.options.now());
      return sms ? ok({ code: sms.code, smsmode: sms.smsmode }) : reply.code(404).send(fail('短信验证码不存在或已过期', 404));
    });
    // Many captchas at once (benchmarks and load tests need a fresh one per login).
    app.post<{ Body: { count?: unknown; prefix?: unknown } }>(`${prefix}/__mock/captcha-batch`, async (request, reply) => {
      const count = Number(request.body?.count);
      const keyPrefix = typeof request.body?.prefix === 'string' ? request.body.prefix : 'batch';
      if (!Number.isInteger(count) || count < 1 || count > 200_000) {
        return reply.code(400).send(fail('参数错误：body.count 应为 1 到 200000 的整数', 400));
      }
      const codes: Record<string, string> = {};
      for (let i = 0; i < count; i++) codes[`${keyPrefix}-${i}`] = store.captchas.issue(`${keyPrefix}-${i}`);
      return ok(codes);
    });
    // Holds `mb` megabytes more, half in the V8 heap (strings in an array), half in a Buffer outside it.
    app.post<{ Body: { mb?: unknown } }>(`${prefix}/__mock/allocate`, async (request, reply) => {
      const mb = Number(request.body?.mb);
      if (!Number.isFinite(mb) || mb <= 0 || mb > 512) return reply.code(400).send(fail('参数错误：body.mb 应为 1 到 512 的数', 400));
      const half = Math.round((mb * 1024 * 1024) / 2);
      held.push(Array.from({ length: Math.round(half / 64) }, (_, index) => `held-${index}-`.padEnd(40, 'x')));
      held.push(Buffer.alloc(half, 1));
      return ok({ held: held.length / 2 });
    });
    app.post(`${prefix}/__mock/sessions/expire`, async () => {
      store.sessions.expireAll();
      return ok(null, { message: 'all sessions expired' });
    });
    app.post<{ Body: { seconds?: unknown } }>(`${prefix}/__mock/token-ttl`, async (request, reply) => {
      const seconds = Number(request.body?.seconds);
      if (!Number.isFinite(seconds) || seconds <= 0) return reply.code(400).send(fail('参数错误：body.seconds 应为正数', 400));
      store.sessions.setTtl(seconds * 1000);
      return ok({ seconds });
    });
  }
}
