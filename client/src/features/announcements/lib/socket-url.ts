// ws(s)://<API base>/websocket/{userId}: the API base may be relative (/v1) or absolute (https://host/jeecg-boot).

export function announcementSocketUrl(apiBaseUrl: string, userId: string, pageHref: string): string {
  const base = apiBaseUrl.endsWith('/') ? apiBaseUrl.slice(0, -1) : apiBaseUrl;
  const url = new URL(`${base}/websocket/${encodeURIComponent(userId)}`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
