// Things to forget when a session ends (logout, expiry), registered by the modules that keep them, so the session
// store need not load them (the query cache lives in the main layout's code, not the login page's).
const handlers = new Set<() => void>();

export function onSessionEnd(handler: () => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function runSessionEndHandlers(): void {
  for (const handler of handlers) handler();
}
