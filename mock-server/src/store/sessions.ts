// Access tokens. A token expires `ttlMs` after its last use: upstream refreshes the token's cache entry while the
// user is active, so an idle session ends and an active one does not.
import { randomId } from '../lib/ids.js';

export interface Session {
  token: string;
  username: string;
  expiresAt: number;
  /** When the session was opened (epoch ms) and from where: the online-user list shows them. */
  loginTime: number;
  ip: string;
  /** How the user logged in (账号密码, 手机号, CAS, 第三方, 工号). */
  loginWay: string;
}

export interface SessionOrigin {
  ip?: string;
  loginWay?: string;
}

/** What the application server's session figures read (Tomcat's tomcat.sessions.* metrics). */
export interface SessionCounts {
  created: number;
  expired: number;
  active: number;
  /** The most sessions live at once since start. */
  peak: number;
}

export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();
  private readonly counts = { created: 0, expired: 0, peak: 0 };
  /** Tokens of sessions ended by expiry or by 强退, with their user: upstream's tokens are JWTs that still name their
   * user afterwards, so its anonymous logout answers 退出登录成功！ for them (only a token naming nobody is invalid). */
  private readonly ended = new Map<string, string>();

  constructor(
    private ttlMs: number,
    private readonly now: () => number,
  ) {}

  open(username: string, origin: SessionOrigin = {}): Session {
    const session = {
      token: randomId(),
      username,
      expiresAt: this.now() + this.ttlMs,
      loginTime: this.now(),
      ip: origin.ip ?? '127.0.0.1',
      loginWay: origin.loginWay ?? '账号密码',
    };
    this.sessions.set(session.token, session);
    this.counts.created++;
    this.counts.peak = Math.max(this.counts.peak, this.live().length);
    return session;
  }

  /** The live session for a token, refreshed; null when unknown or expired. */
  touch(token: string | undefined | null): Session | null {
    if (!token) return null;
    const session = this.sessions.get(token);
    if (!session) return null;
    const now = this.now();
    if (session.expiresAt <= now) {
      this.counts.expired++;
      this.end(session);
      return null;
    }
    session.expiresAt = now + this.ttlMs;
    return session;
  }

  /** The live sessions, newest login first, without refreshing them (the online-user list). */
  live(): Session[] {
    const now = this.now();
    return [...this.sessions.values()].reverse().filter((session) => session.expiresAt > now).sort((a, b) => b.loginTime - a.loginTime);
  }

  /** A live session without refreshing it, or null. */
  peek(token: string): Session | null {
    const session = this.sessions.get(token);
    return session && session.expiresAt > this.now() ? session : null;
  }

  /** Ends a session (logout, 强退); false when the token names no live session. */
  close(token: string): boolean {
    const session = this.sessions.get(token);
    if (!session) return false;
    this.end(session);
    return true;
  }

  /** The user an ended session's token named (expired, forced out or logged out), or null. */
  endedUser(token: string): string | null {
    return this.ended.get(token) ?? null;
  }

  private end(session: Session): void {
    this.sessions.delete(session.token);
    this.ended.set(session.token, session.username);
  }

  /** Sessions opened and expired since start, live now, and the most live at once. */
  stats(): SessionCounts {
    return { ...this.counts, active: this.live().length };
  }

  /** Control-route hook: end every session now (tests of the expiry flows). */
  expireAll(): void {
    for (const session of [...this.sessions.values()]) this.end(session);
  }

  /** The sessions as records, for persistence across a restart (persistence.ts). */
  records(): Session[] {
    return [...this.sessions.values()].map((session) => ({ ...session }));
  }

  /** Takes back persisted sessions; expired ones are left out. */
  restore(records: readonly Session[]): void {
    const now = this.now();
    for (const record of records) if (record.expiresAt > now) this.sessions.set(record.token, { ...record });
  }

  setTtl(ttlMs: number): void {
    this.ttlMs = ttlMs;
  }

  /** Ends every session but those of `keep` (tokens), which stay as they were. */
  clear(keep: ReadonlySet<string> = new Set()): void {
    for (const token of [...this.sessions.keys()]) if (!keep.has(token)) this.sessions.delete(token);
    this.ended.clear();
  }
}
