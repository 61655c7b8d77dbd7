// Reloading the page, behind an object so tests can observe it (happy-dom and browsers forbid redefining location).
export const pageReload = {
  now(): void {
    window.location.reload();
  },
  /** Reloads after `delayMs` (e.g. 200 ms after a project switch, 000 §4). */
  after(delayMs: number): void {
    window.setTimeout(() => pageReload.now(), delayMs);
  },
};
