// The drift report: every finding once, with how many exchanges showed it and when first and last. Kept in memory
// (GET /__mock/drift), written to a JSON file when asked (`--drift-report <file>`, rewritten shortly after each
// change and on close), and summarised as text (printed when the server stops).
import { renameSync, writeFileSync } from 'node:fs';
import type { Finding } from './finding.js';

export interface DriftEntry extends Finding {
  count: number;
  firstSeen: string;
  lastSeen: string;
}

export interface DriftSnapshot {
  backend: string;
  since: string;
  /** Exchanges forwarded and checked. */
  exchanges: number;
  /** Calls the backend did not answer (unreachable, timed out, broke off). */
  unanswered: number;
  findings: DriftEntry[];
}

const WRITE_DELAY_MS = 200;

const keyOf = (f: Finding) => JSON.stringify([f.operation, f.method, f.path, f.direction, f.location, f.field, f.expected, f.seen]);

export class DriftReport {
  private readonly entries = new Map<string, DriftEntry>();
  private readonly pending = new Set<Promise<unknown>>();
  private since = new Date();
  private exchanges = 0;
  private unanswered = 0;
  private writeTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly backend: string,
    private readonly file?: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts an exchange and its findings (each finding once per exchange). */
  record(findings: Finding[]): void {
    this.exchanges++;
    const at = new Date(this.now()).toISOString();
    for (const finding of findings) {
      const key = keyOf(finding);
      const entry = this.entries.get(key);
      if (entry) {
        entry.count++;
        entry.lastSeen = at;
      } else {
        this.entries.set(key, { ...finding, count: 1, firstSeen: at, lastSeen: at });
      }
    }
    this.scheduleWrite();
  }

  recordUnanswered(): void {
    this.unanswered++;
    this.scheduleWrite();
  }

  /** Keeps an exchange in flight (from its first byte to its check), so that `settled` waits for it. */
  track(exchange: Promise<unknown>): void {
    this.pending.add(exchange);
    void exchange.finally(() => this.pending.delete(exchange));
  }

  /**
   * Resolves once every exchange in flight has been checked, or after `maxWaitMs`: a slow download or a backend
   * that does not answer must not hold the report back.
   */
  async settled(maxWaitMs = 2000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
    });
    await Promise.race([Promise.allSettled([...this.pending]), timeout]);
    clearTimeout(timer);
  }

  clear(): void {
    this.entries.clear();
    this.exchanges = 0;
    this.unanswered = 0;
    this.since = new Date(this.now());
    this.scheduleWrite();
  }

  snapshot(): DriftSnapshot {
    // By operation (unknown paths last), then direction and field.
    const findings = [...this.entries.values()].sort(
      (a, b) =>
        Number(a.operation === null) - Number(b.operation === null) ||
        (a.operation ?? a.path).localeCompare(b.operation ?? b.path) ||
        a.direction.localeCompare(b.direction) ||
        a.location.localeCompare(b.location) ||
        a.field.localeCompare(b.field),
    );
    return { backend: this.backend, since: this.since.toISOString(), exchanges: this.exchanges, unanswered: this.unanswered, findings: findings.map((entry) => ({ ...entry })) };
  }

  /** The readable summary: one line per finding. */
  summary(): string {
    const { backend, since, exchanges, unanswered, findings } = this.snapshot();
    const lines = [`Drift against ${backend} since ${since}: ${exchanges} exchanges checked, ${findings.length} findings${unanswered ? `, ${unanswered} calls unanswered` : ''}`];
    for (const f of findings) {
      const where = f.operation ? `${f.operation} (${f.method} ${f.path})` : `${f.method} ${f.path}`;
      const field = f.field ? ` ${f.field}` : '';
      lines.push(`  ${f.direction.padEnd(8)} ${where} ${f.location}${field}: expected ${f.expected}, seen ${f.seen} ×${f.count}`);
    }
    return `${lines.join('\n')}\n`;
  }

  /** Writes the file now (on close); a no-op without a file. */
  flush(): void {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    if (!this.file) return;
    // Written beside and renamed, so a reader never sees half a report.
    const partial = `${this.file}.partial`;
    writeFileSync(partial, `${JSON.stringify(this.snapshot(), null, 2)}\n`);
    renameSync(partial, this.file);
  }

  private scheduleWrite(): void {
    if (!this.file || this.writeTimer) return;
    this.writeTimer = setTimeout(() => {
      try {
        this.flush();
      } catch (error) {
        // The proxy keeps forwarding; the report stays readable at GET /__mock/drift.
        console.error(`drift report not written to ${this.file}: ${(error as Error).message}`);
      }
    }, WRITE_DELAY_MS);
    this.writeTimer.unref();
  }
}
