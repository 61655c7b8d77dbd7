// Reading a picker's answer defensively (issue 11: a URL answering success:false, an empty body or malformed rows
// shows the server's message or an empty state, and never throws past the widget).
import axios from 'axios';
import { BusinessError } from '@/api/errors';

export interface PickerAnswer {
  success?: boolean;
  code?: number;
  message?: string;
  result?: unknown;
}

function isAnswer(body: unknown): body is PickerAnswer {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/**
 * The `result` of an envelope. `success: false` (which the HTTP layer lets through when the code is 0) and a body
 * that is no envelope at all reject with a BusinessError carrying the server's message.
 */
export function resultOf(body: unknown): unknown {
  if (!isAnswer(body)) throw new BusinessError({ code: 500, message: '', result: body });
  if (body.success === false) {
    throw new BusinessError({ success: false, code: body.code ?? 500, message: body.message ?? '', result: body.result });
  }
  return body.result;
}

/** A call the widget chose not to send (A-DICT-16): it rejects with this, and nothing is shown for it. */
export class RequestIgnored extends Error {
  override readonly name = 'RequestIgnored';
  constructor() {
    super('request ignored');
  }
}

/**
 * What a widget shows for a failed call: the server's message of a business failure (the widgets' calls are quiet),
 * the text of a widget's own error (a wrong condition, unrecognised data); null for an HTTP failure, which the HTTP
 * layer has already presented, or for a request the widget ignored.
 */
export function failureText(error: unknown, fallback: string): string | null {
  if (error instanceof RequestIgnored) return null;
  if (error instanceof BusinessError) return error.body.message || fallback;
  if (axios.isAxiosError(error)) return null;
  return error instanceof Error && error.message ? error.message : fallback;
}
