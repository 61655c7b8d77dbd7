// Access tokens. A token expires `ttlMs` after its last use: upstream refreshes the token's cache entry while the
// user is active, so an idle session ends and an active one does not.
import { randomId } from './ids.js';

export interface Session {
  token: string;
  username: string;
  expiresAt: number;
}

export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private ttlMs: number,
    private readonly now: () => number,
  ) {}

  open(username: string): Session {
    const session = { token: randomId(), username, expiresAt: this.now() + this.ttlMs };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session for a token, refreshed; null when unknown or expired. */
  touch(token: string | undefined | null): Session | null {
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session) return null;
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(token);
      return null;
    }
    session.expiresAt = this.now() + this.ttlMs;
    return session;
  }

  close(token: string): boolean {
    return this.sessions.delete(token);
  }

  /** Control-route hook: end every session now (tests of the expiry flows). */
  expireAll(): void {
    this.sessions.clear();
  }

  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
  }

  clear(): void {
    this.sessions.clear();
  }
}
