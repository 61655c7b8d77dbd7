// Hostile bodies for every operation that takes one (issue 33): past the body limit (413 naming it), 100 000 levels
// of nesting and a 1 000 000-element array in a field (400 naming the field, without a stack overflow), bytes that
// are not UTF-8 (400), __proto__ and constructor.prototype keys (400 naming them); an upload past the file limit or
// with too many files (413 naming the limit). None answers 5xx and none changes a prototype.
import { describe, expect, it } from 'vitest';
import { doc, mockPerFile, REQUEST_LOOP_TIMEOUT_MS } from '../kit';
import { prototypeState, sendAllHostile, timingTable } from './hostile-answers';
import { bodyRequests } from './hostile-requests';

const mock = mockPerFile({ login: 'admin' });

describe('fuzz: hostile bodies', () => {
  const requests = bodyRequests();

  it('covers every operation that takes a body', () => {
    const withBody = Object.values(doc.paths).flatMap((item) => Object.values(item)).filter((op) => op?.operationId && op.requestBody);
    expect(new Set(requests.map((request) => request.operationId))).toEqual(new Set(withBody.map((op) => op?.operationId)));
  });

  it('every hostile request is answered as expected, never 5xx, and no prototype changes', async () => {
    const before = prototypeState(mock.app);
    const { failures, timings } = await sendAllHostile(mock.app, mock.token, requests);
    expect(failures.slice(0, 15)).toEqual([]);
    expect(prototypeState(mock.app)).toBe(before);
    // The figures the issue asks for (answered well under a second), printed, not asserted.
    console.log(`hostile bodies: ${requests.length} requests, answer times (in process, inject)\n${timingTable(timings)}`);
  }, REQUEST_LOOP_TIMEOUT_MS);
});
