// Refuses a query that uses __proto__, constructor or prototype as a parameter name (also percent-encoded), before
// anything reads it: `?__proto__=a&__proto__=b` parses to an array that Object.assign would make a prototype.
// The refusal is HTTP 400 naming the parameter, as for any malformed request.
import type { FastifyInstance } from 'fastify';
import { fail } from '../envelope.js';
import { FORBIDDEN_KEYS } from './request-limits.js';

export function registerQueryKeyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const query = url.indexOf('?');
    // Most requests carry none of the three names; the parsed query is read only when the text could (a name may
    // be percent-encoded).
    if (query < 0 || !/proto|constructor|%/i.test(url.slice(query))) return done();
    for (const key of Object.keys(request.query as object)) {
      if (FORBIDDEN_KEYS.has(key)) return void reply.code(400).send(fail(`参数错误：query.${key} 是不允许的字段`, 400));
    }
    done();
  });
}
