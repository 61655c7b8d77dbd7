// How many extra rows a load figure asks for (bench/list.mjs): a positive integer environment variable, capped.
export function bulkCount(variable: 'MOCK_SEED_POSITIONS' | 'MOCK_SEED_USERS' | 'MOCK_SEED_EMPLOYEES'): number {
  const count = Number(process.env[variable] ?? 0);
  return Number.isInteger(count) && count > 0 ? Math.min(count, 100_000) : 0;
}
