// Seed data of the positions domain. Tables added here appear on `store.data` (StoreData extends PositionsData) and
// are persisted by --data-dir.
import { bulkPositionRecords, positionRecords } from '../../fixtures/positions.js';
import type { PositionRecord } from '../records/positions.js';
import { bulkCount } from './bulk-count.js';

export interface PositionsData {
  /** 职务 (sys_position). */
  positions: PositionRecord[];
}

/** Extra rows for load figures: MOCK_SEED_POSITIONS=<n> (bench/list.mjs; README 'Mock server options'). */
export const seedPositions = (): PositionsData => ({ positions: [...positionRecords(), ...bulkPositionRecords(bulkCount('MOCK_SEED_POSITIONS'))] });
