// The drift report over HTTP, beside the mock's other control routes (at /__mock/drift and under the API prefix):
// GET answers the report, JSON in the envelope, or the readable summary for `?format=text` and for a browser (it
// asks for HTML, not JSON); DELETE starts it afresh.
import type { FastifyInstance } from 'fastify';
import { ok } from '../envelope.js';
import { API_PREFIX } from '../openapi/register-routes.js';
import type { DriftReport } from './drift-report.js';

export function registerDriftRoutes(app: FastifyInstance, report: DriftReport): void {
  for (const prefix of ['', API_PREFIX]) {
    app.get<{ Querystring: { format?: string } }>(`${prefix}/__mock/drift`, async (request, reply) => {
      // The checks of exchanges already answered finish first, so a caller reads what it has just caused.
      await report.settled();
      const accept = request.headers.accept ?? '';
      const browser = /text\/html/.test(accept) && !accept.includes('application/json');
      if (request.query.format === 'text' || (browser && request.query.format !== 'json')) return reply.type('text/plain; charset=utf-8').send(report.summary());
      return ok(report.snapshot());
    });
    app.delete(`${prefix}/__mock/drift`, async () => {
      await report.settled();
      report.clear();
      return ok(null, { message: 'cleared' });
    });
  }
}
