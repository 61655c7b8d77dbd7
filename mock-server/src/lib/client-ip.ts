// The caller's address as the mock sees it behind a proxy.

export type RequestHeaders = Record<string, string | string[] | undefined>;

/** The caller's address as a proxy reports it (X-Forwarded-For, X-Real-IP), else the loopback the mock runs on. */
export function clientIp(headers: RequestHeaders): string {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() ?? '';
  const candidate = first(headers['x-forwarded-for']) || first(headers['x-real-ip']);
  return /^[0-9A-Fa-f.:]{2,45}$/.test(candidate) ? candidate : '127.0.0.1';
}
