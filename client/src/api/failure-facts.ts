// Collects the FailureFacts of a failed axios call, reading blob bodies (downloads) as JSON text.
import { AxiosError } from 'axios';
import type { FailureFacts } from './errors';

async function bodyMessage(data: unknown): Promise<string | undefined> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return bodyMessage(JSON.parse(await data.text()));
    } catch {
      return undefined;
    }
  }
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}

export async function failureFactsFrom(
  error: unknown,
  context: { hasToken: boolean; inEnterpriseMessagingApp: boolean },
): Promise<FailureFacts> {
  if (!(error instanceof AxiosError)) {
    return {
      transportMessage: error instanceof Error ? error.message : String(error),
      timedOut: false,
      ...context,
    };
  }
  const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
  return {
    status: error.response?.status,
    serverMessage: error.response ? await bodyMessage(error.response.data) : undefined,
    transportMessage: error.message,
    timedOut,
    ...context,
  };
}
