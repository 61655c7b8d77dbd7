// A-DICT-16 (000 §8, 001 §8; decision 32): a dictionary request set to watch its parameters (a tree whose condition
// another field fills) is not sent while it has none; the call rejects as ignored and the widget stays empty, silent.
import { RequestIgnored } from '@/widgets/picker-kit';

/** Whether a request's parameters (a JSON object string or an object) carry at least one value. */
export function hasParams(params: string | Record<string, unknown> | undefined): boolean {
  if (params === undefined) return false;
  let parsed: unknown = params;
  if (typeof params === 'string') {
    if (params.trim() === '') return false;
    try {
      parsed = JSON.parse(params);
    } catch {
      // Not JSON: a parameter all the same; the request's own check refuses it with its message.
      return true;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return true;
  return Object.values(parsed).some((value) => value !== undefined && value !== null && value !== '');
}

/** Rejects (throws RequestIgnored) when the request watches its parameters and has none. */
export function ignoreWithoutParams(watch: boolean | undefined, params: string | Record<string, unknown> | undefined): void {
  if (watch && !hasParams(params)) throw new RequestIgnored();
}
