// Seed data of the positions domain. Tables added here appear on `store.data` (StoreData extends PositionsData) and
// are persisted by --data-dir.
import { positionRecords, type PositionRecord } from '../../fixtures/positions.js';

export interface PositionsData {
  /** 职务 (sys_position). */
  positions: PositionRecord[];
}

export const seedPositions = (): PositionsData => ({ positions: positionRecords() });
