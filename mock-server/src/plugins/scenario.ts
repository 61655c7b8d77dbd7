// Scenario controls for the client's error flows (outside the contract): added latency, a fault rate, and forcing
// the next N API requests to answer 401 or upstream 2.x's legacy HTTP 500 `Token失效` form, and forced answers for one
// path (a business failure with a message, or an empty body) so widgets' error messages can be seen end to end.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok, TOKEN_INVALID_MESSAGE } from '../envelope.js';
import { API_PREFIX } from '../openapi/register-routes.js';

export interface Scenario {
  latencyMs: number;
  faultRate: number;
  force401: number;
  forceLegacy500: number;
}

export const calmScenario = (): Scenario => ({ latencyMs: 0, faultRate: 0, force401: 0, forceLegacy500: 0 });

/**
 * The next `times` requests whose path (after the API prefix) is `path` answer `success:false` with `message` (HTTP
 * `status`, 200 unless given: a server error for one call while every other call of the page goes through), or an
 * empty body.
 */
export interface ForcedAnswer {
  path: string;
  times: number;
  message?: string;
  empty?: boolean;
  status?: number;
}

function forcedAnswerOf(body: Record<string, unknown>): ForcedAnswer | string {
  const { path, times = 1, message, empty, status = 200 } = body;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 300) return '参数错误：body.path 应为以 / 开头的接口路径';
  const count = Number(times);
  if (!Number.isInteger(count) || count < 0 || count > 1000) return '参数错误：body.times 应为 0 到 1000 的整数';
  if (message !== undefined && (typeof message !== 'string' || message.length > 500)) return '参数错误：body.message 应为文本';
  const httpStatus = Number(status);
  if (!Number.isInteger(httpStatus) || (httpStatus !== 200 && (httpStatus < 400 || httpStatus > 599))) return '参数错误：body.status 应为 200 或 400 到 599 的整数';
  return { path, times: count, message: typeof message === 'string' ? message : undefined, empty: empty === true, status: httpStatus };
}

const isContractRequest = (url: string) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}/__mock/`);

export function registerScenario(app: FastifyInstance, scenario: Scenario, forced: ForcedAnswer[] = []): void {
  // Synchronous while the scenario is calm: the hook runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isContractRequest(request.url)) return done();
    if (scenario.latencyMs > 0) setTimeout(() => playScenario(request, reply, done), scenario.latencyMs);
    else playScenario(request, reply, done);
  });

  /** Answers a forced failure, or lets the request through (calls done). */
  function playScenario(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    if (scenario.force401 > 0) {
      scenario.force401--;
      reply.code(401).send(fail(TOKEN_INVALID_MESSAGE, 401));
      return;
    }
    if (scenario.forceLegacy500 > 0) {
      scenario.forceLegacy500--;
      // Spring Boot's default error body, as JeecgBoot 2.x answered an invalid token.
      reply.code(500).send({
        timestamp: new Date().toISOString(),
        status: 500,
        error: 'Internal Server Error',
        message: 'Token失效，请重新登录',
        path: request.url.split('?')[0],
      });
      return;
    }
    const path = request.url.slice(API_PREFIX.length).split('?')[0];
    const answer = forced.find((entry) => entry.times > 0 && entry.path === path);
    if (answer) {
      answer.times--;
      if (answer.empty) reply.code(200).header('content-type', 'application/json').send('');
      else if (answer.status && answer.status !== 200) reply.code(answer.status).send(fail(answer.message ?? '', answer.status));
      else reply.code(200).send(fail(answer.message ?? ''));
      return;
    }
    if (scenario.faultRate > 0 && Math.random() < scenario.faultRate) {
      reply.code(500).send(fail('模拟服务器故障（/__mock/scenario faultRate）'));
      return;
    }
    done();
  }

  for (const prefix of ['', API_PREFIX]) {
    app.get(`${prefix}/__mock/scenario`, async () => ok({ ...scenario }));
    app.post<{ Body: Partial<Record<keyof Scenario, unknown>> | undefined }>(`${prefix}/__mock/scenario`, async (request, reply) => {
      const body = request.body ?? {};
      const next = { ...scenario };
      for (const key of Object.keys(calmScenario()) as Array<keyof Scenario>) {
        if (body[key] === undefined) continue;
        const value = Number(body[key]);
        const valid = Number.isFinite(value) && value >= 0 && (key !== 'faultRate' || value <= 1);
        if (!valid) return reply.code(400).send(fail(`参数错误：body.${key} ${key === 'faultRate' ? '应为 0 到 1 之间的数' : '应为非负数'}`, 400));
        next[key] = value;
      }
      Object.assign(scenario, next);
      return ok({ ...scenario });
    });
    app.post<{ Body: Record<string, unknown> | undefined }>(`${prefix}/__mock/scenario/answer`, async (request, reply) => {
      const entry = forcedAnswerOf(request.body ?? {});
      if (typeof entry === 'string') return reply.code(400).send(fail(entry, 400));
      const index = forced.findIndex((item) => item.path === entry.path);
      if (index >= 0) forced.splice(index, 1);
      if (entry.times > 0) forced.push(entry);
      return ok(forced.map((item) => ({ ...item })));
    });
  }
}
