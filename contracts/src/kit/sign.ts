// X-Sign headers as the client computes them (the algorithm itself is checked against golden vectors in sign-vectors/).
import { signedParams, signOf } from '@mis/mock-server/sign';

/** The `X-Sign` and `X-TIMESTAMP` headers of a signed GET of `url`. */
export const signedHeaders = (url: string, at = Date.now()) => ({
  'x-sign': signOf(signedParams(url, 'GET', undefined)),
  'x-timestamp': String(at),
});
