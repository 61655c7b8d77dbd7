// Types of crash-cycles.mjs for the TypeScript test that runs it (mock-server/src/store/durable/crash.test.ts).
export interface CrashCycleOptions {
  kills: number;
  port: number;
  dataDir: string;
  /** The command and arguments that start the mock server (--no-static and --data-dir are added). */
  server: string[];
  cwd?: string;
  env?: Record<string, string>;
  /** How long the writers write before the kill, in ms: a random moment in [min, max]. */
  windowMs?: [number, number];
  uploadBytes?: number;
  seed?: number;
  log?: (line: string) => void;
  startTimeoutMs?: number;
}

export interface CrashCycleFigures {
  kills: number;
  acknowledged: number;
  checked: number;
  positions: number;
  uploads: number;
  /** Requests sent but not answered when the server was killed (kept or not, never half). */
  inFlightAtKills: number;
}

export function crashCycles(options: CrashCycleOptions): Promise<CrashCycleFigures>;
