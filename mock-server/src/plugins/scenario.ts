// Scenario controls for the client's error flows (outside the contract): added latency, a fault rate, and forcing
// the next N API requests to answer 401 or upstream 2.x's legacy HTTP 500 `Token失效` form.
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

const isContractRequest = (url: string) => url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}/__mock/`);

export function registerScenario(app: FastifyInstance, scenario: Scenario): void {
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
  }
}
