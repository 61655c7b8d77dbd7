// Hostile URLs and headers for every operation of the document (issue 33): a 6 000-character value, a parameter
// repeated 300 times, percent-encoded bytes that are not UTF-8, a 4 000-character header (longer ones never reach
// an operation: Node refuses a request line and headers past 16 KB, hostile-limits.test.ts), prototype keys as
// parameter names (refused, 400 naming them), a path parameter that is not UTF-8 (400). None answers 5xx and none
// changes a prototype.
import { describe, expect, it } from 'vitest';
import { mockPerFile, operations, REQUEST_LOOP_TIMEOUT_MS } from '../kit';
import { prototypeState, sendAllHostile, timingTable } from './hostile-answers';
import { parameterRequests } from './hostile-requests';

const mock = mockPerFile({ login: 'admin' });

describe('fuzz: hostile parameters', () => {
  const requests = parameterRequests();

  it('covers every operation of the document', () => {
    expect(new Set(requests.map((request) => request.operationId))).toEqual(new Set(operations.map((op) => op.operationId)));
  });

  it('every hostile request is answered as expected, never 5xx, and no prototype changes', async () => {
    const before = prototypeState(mock.app);
    const { failures, timings } = await sendAllHostile(mock.app, mock.token, requests);
    expect(failures.slice(0, 15)).toEqual([]);
    expect(prototypeState(mock.app)).toBe(before);
    // The figures the issue asks for (answered well under a second), printed, not asserted.
    console.log(`hostile parameters: ${requests.length} requests, answer times (in process, inject)\n${timingTable(timings)}`);
  }, REQUEST_LOOP_TIMEOUT_MS);
});
