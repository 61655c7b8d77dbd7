// Seed data of the messages domain (消息). Tables added here appear on `store.data` (StoreData extends MessagesData)
// and are persisted by --data-dir.
import { messagesTables, type MessagesTables } from '../../fixtures/messages.js';
import type { CoreData } from '../core-data.js';

export type MessagesData = MessagesTables;

export const seedMessages = (today: Date, core: Pick<CoreData, 'users'>): MessagesData => messagesTables(today, core.users);
