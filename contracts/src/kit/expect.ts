// The three shapes of an answer the contracts check again and again.
import { expect } from 'vitest';
import type { Answer } from './call';

/** A success in the envelope (HTTP 200) with the given message and code. */
export function expectOk(answer: Answer, message: string, code = 200): void {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: true, code, message });
}

/** A business error as upstream answers it: HTTP 200, `success: false`, code 500 unless said otherwise. */
export function expectFail(answer: Answer, message: string, code = 500): void {
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: false, code, message });
}

/** A request refused by validation: HTTP 400 in the envelope, the message naming the field. */
export function expect400(answer: Answer, message: string): void {
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ success: false, code: 400, message });
}
