// Seed data of the positions domain. Tables added here appear on `store.data` (StoreData extends PositionsData) and
// are persisted by --data-dir.
import { bulkPositionRecords, positionRecords, type PositionRecord } from '../../fixtures/positions.js';

export interface PositionsData {
  /** 职务 (sys_position). */
  positions: PositionRecord[];
}

/** Extra rows for load figures: MOCK_SEED_POSITIONS=<n> (bench/list.mjs; README 'Mock server options'). */
const bulkCount = (): number => {
  const count = Number(process.env.MOCK_SEED_POSITIONS ?? 0);
  return Number.isInteger(count) && count > 0 ? Math.min(count, 100_000) : 0;
};

export const seedPositions = (): PositionsData => ({ positions: [...positionRecords(), ...bulkPositionRecords(bulkCount())] });
