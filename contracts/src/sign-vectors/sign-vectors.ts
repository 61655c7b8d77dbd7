// The X-Sign golden vectors shared by the client and the mock server.
import vectorsFile from '../../vectors/x-sign.json';

export interface SignVector {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, string | number | boolean>;
  signedJson: string;
  sign: string;
}

export const signVectors = vectorsFile.vectors as SignVector[];
export const signSecret = vectorsFile.secret;

/** The URL a GET sends: the vector's URL with its params in the query string, as axios encodes them. */
export function getUrlOf(vector: SignVector): string {
  const query = Object.entries(vector.params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  if (!query) return vector.url;
  return vector.url + (vector.url.includes('?') ? '&' : '?') + query;
}
