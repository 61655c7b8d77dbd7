// At least 5 000 generated invalid requests across every operation of the document: none may answer 5xx; each
// answers HTTP 400 in the envelope (as the document declares) with a message naming the broken field.
import { signedParams, signOf } from '@mis/mock-server/sign';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mockPerFile, REQUEST_LOOP_TIMEOUT_MS, responseProblems, multipart } from '../kit';
import { invalidRequestArbitraries, type InvalidRequest } from './invalid-requests';

const MINIMUM_REQUESTS = 5000;

const mock = mockPerFile({ login: 'admin' });

function urlOf(request: InvalidRequest): string {
  const path = request.path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(request.pathParams[name] ?? 'x'));
  const query = new URLSearchParams(request.query).toString();
  return `/v1${path}${query ? `?${query}` : ''}`;
}

async function send(request: InvalidRequest) {
  const url = urlOf(request);
  const headers: Record<string, string> = { 'x-access-token': mock.token, ...request.headers };
  if (request.signed) {
    headers['x-sign'] = signOf(signedParams(url, request.method, request.body));
    headers['x-timestamp'] = String(Date.now());
  }
  if (request.multipart) {
    const form = multipart(request.formFields ?? {}, { name: 'fuzz.txt', type: 'text/plain', content: Buffer.from('fuzz') });
    return mock.app.inject({ method: request.method as 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  }
  const hasBody = request.body !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  return mock.app.inject({ method: request.method as 'GET', url, headers, ...(hasBody ? { payload: JSON.stringify(request.body) } : {}) });
}

describe('fuzz: invalid requests', () => {
  const spots = invalidRequestArbitraries();
  const runs = Math.max(5, Math.ceil(MINIMUM_REQUESTS / spots.length));

  it(`covers every operation with a body or parameters and sends at least ${MINIMUM_REQUESTS} requests`, () => {
    expect(spots.length * runs).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
    expect(new Set(spots.map((s) => s.operationId)).size).toBeGreaterThan(5);
  });

  it('every invalid request answers 400 in the envelope, naming the field, never 5xx', async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const spot of spots) {
      await fc.assert(
        fc.asyncProperty(spot.arbitrary, async (request) => {
          sent++;
          const response = await send(request);
          let body: { success?: boolean; message?: string } = {};
          try {
            body = response.json();
          } catch {
            // not JSON: reported below
          }
          const problems =
            response.statusCode >= 500
              ? `HTTP ${response.statusCode}`
              : response.statusCode !== 400
                ? `HTTP ${response.statusCode} ${response.body.slice(0, 120)}`
                : (responseProblems(request.operationId, 400, body) ?? (body.message?.includes(request.field) ? null : `message "${body.message}" does not name ${request.field}`));
          if (problems) failures.push(`${request.operationId} ${spot.spot}: ${problems} — ${request.method} ${urlOf(request)} ${JSON.stringify(request.body ?? '')}`.slice(0, 400));
          return true;
        }),
        { numRuns: runs, seed: 20261122 },
      );
    }
    expect(failures.slice(0, 15)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(MINIMUM_REQUESTS);
  }, REQUEST_LOOP_TIMEOUT_MS);
});
