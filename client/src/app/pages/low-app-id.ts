/** Low-code app pages (route name low-app*) tell the backend which app they belong to via X-Low-App-ID. */
export function lowAppIdFor(routeName: string, appId: string | undefined): string | null {
  return routeName.startsWith('low-app') && appId ? appId : null;
}
