// Seed data of the questionnaires domain (问卷). Tables added here appear on `store.data` (StoreData extends
// QuestionnairesData) and are persisted by --data-dir.
import { questionnaireTables, type QuestionnaireTables } from '../../fixtures/questionnaires.js';
import { isoDay } from '../../lib/days.js';
import type { CoreData } from '../core-data.js';

export type QuestionnairesData = QuestionnaireTables;

export const seedQuestionnaires = (today: Date, core: Pick<CoreData, 'users' | 'departs'>): QuestionnairesData => questionnaireTables(isoDay(today.getTime()), core.users, core.departs);
