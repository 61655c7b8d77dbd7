// Failed logins per account (upstream LoginController: isLoginFailOvertimes / addLoginFailOvertimes over the Redis
// key LOGIN_FAIL + username). Each failure stores the count again for 10 minutes, so the window runs from the last
// failure; more than 5 failures lock the account until it ends. A successful login clears the count.

/** Upstream refuses once the count is above this. */
export const LOGIN_FAILURES_ALLOWED = 5;
export const LOGIN_LOCK_MS = 600_000;
export const LOGIN_LOCKED_MESSAGE = '该用户登录失败次数过多，请于10分钟后再次登录！';

export class LoginFailureRegistry {
  private readonly failures = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  private current(key: string): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (entry.expiresAt <= this.now()) {
      this.failures.delete(key);
      return 0;
    }
    return entry.count;
  }

  /** Whether logins under this key (a username, a mobile number) are refused for now. */
  locked(key: string): boolean {
    return this.current(key) > LOGIN_FAILURES_ALLOWED;
  }

  record(key: string): void {
    this.failures.set(key, { count: this.current(key) + 1, expiresAt: this.now() + LOGIN_LOCK_MS });
  }

  forget(key: string): void {
    this.failures.delete(key);
  }

  clear(): void {
    this.failures.clear();
  }
}
