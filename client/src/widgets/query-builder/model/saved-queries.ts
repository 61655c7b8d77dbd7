// Saved queries (B-QUERY-11, 28, 30, 31): {title, matchType, records} kept in local storage under
// JSuperQuerySaved_ + the save code or the route, as upstream's JSuperQuery.
import { localCache } from '@/shared/storage/expiring-storage';
import { QueryText } from './condition-rules';
import type { MatchType, QueryCondition } from './super-query';

export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryCondition[];
}

export function savedQueryKey(saveCodeOrRoute: string): string {
  return `${SAVED_QUERY_PREFIX}${saveCodeOrRoute}`;
}

export function readSavedQueries(key: string): SavedQuery[] {
  const stored = localCache.get<SavedQuery[]>(key);
  return Array.isArray(stored) ? stored : [];
}

export function writeSavedQueries(key: string, queries: SavedQuery[]): void {
  // Kept until deleted, as upstream keeps them.
  localCache.set(key, queries, null);
}

export type SaveCheck = { kind: 'refused'; message: string } | { kind: 'overwrite'; index: number } | { kind: 'append' };

/** What saving under `title` would do: refuse (B-QUERY-33, 34), ask to overwrite (B-QUERY-27) or append (B-QUERY-28). */
export function checkSave(saved: readonly SavedQuery[], title: string, conditions: readonly QueryCondition[]): SaveCheck {
  if (conditions.every((c) => !c.field)) return { kind: 'refused', message: QueryText.emptySave };
  const name = title.trim();
  if (!name) return { kind: 'refused', message: QueryText.emptyName };
  const index = saved.findIndex((query) => query.title === name);
  return index >= 0 ? { kind: 'overwrite', index } : { kind: 'append' };
}

export function withSaved(saved: readonly SavedQuery[], query: SavedQuery, check: SaveCheck): SavedQuery[] {
  if (check.kind === 'overwrite') return saved.map((existing, index) => (index === check.index ? query : existing));
  if (check.kind === 'append') return [...saved, query];
  return [...saved];
}
