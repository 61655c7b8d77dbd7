// Seed data of the purchase domain (采购). Tables added here appear on `store.data` (StoreData extends PurchaseData)
// and are persisted by --data-dir.
import { purchaseTables, type PurchaseTables } from '../../fixtures/purchase.js';
import type { CoreData } from '../core-data.js';

export type PurchaseData = PurchaseTables;

export const seedPurchase = (today: Date, core: Pick<CoreData, 'departs'>): PurchaseData => purchaseTables(today, core.departs);
