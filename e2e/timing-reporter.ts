// Writes each test's wall time to test-results/timings/e2e.json at the repository root, for the timing table that
// ends every test run (scripts/timings.mjs). The list reporter still prints the run as it goes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const OUTPUT = fileURLToPath(new URL('../test-results/timings/e2e.json', import.meta.url));

export default class TimingReporter implements Reporter {
  private readonly tests: { file: string; line: number; title: string; seconds: number; status: string }[] = [];
  private workers = 1;
  private rootDir = '';

  onBegin(config: FullConfig): void {
    this.workers = config.workers;
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({
      file: path.relative(this.rootDir, test.location.file),
      line: test.location.line,
      title: test.titlePath().slice(3).join(' › '),
      seconds: result.duration / 1000,
      status: result.status,
    });
  }

  onEnd(result: FullResult): void {
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, JSON.stringify({ wallSeconds: result.duration / 1000, workers: this.workers, tests: this.tests }, null, 1));
  }
}
