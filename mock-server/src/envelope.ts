// The JeecgBoot Result envelope. Success codes differ per endpoint (0 or 200), as upstream.

export interface Envelope<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

export function ok<T>(result: T, options: { code?: 0 | 200 | 201; message?: string } = {}): Envelope<T> {
  return { success: true, message: options.message ?? '', code: options.code ?? 200, result, timestamp: Date.now() };
}

/** A business error: upstream answers these with HTTP 200 and success false. */
export function fail(message: string, code = 500): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() };
}

export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录!';
