// The advanced query a list applies: the emitted submission, the rows to reopen the builder with, and the
// active-filter flag, set once a non-empty param list is emitted and cleared by reset (B-QUERY-22, 24).
import { useCallback, useMemo, useState } from 'react';
import { emittedParams, type MatchType, type QueryCondition, type SuperQuery } from '../model/super-query';

export interface SuperQueryState {
  /** What the list sends; null when no advanced query applies. */
  query: SuperQuery | null;
  matchType: MatchType;
  conditions: QueryCondition[];
  active: boolean;
  apply: (matchType: MatchType, conditions: QueryCondition[]) => void;
  clear: () => void;
}

export function useSuperQuery(): SuperQueryState {
  const [matchType, setMatchType] = useState<MatchType>('and');
  const [conditions, setConditions] = useState<QueryCondition[]>([]);
  const apply = useCallback((nextMatchType: MatchType, nextConditions: QueryCondition[]) => {
    setMatchType(nextMatchType);
    setConditions(nextConditions);
  }, []);
  const clear = useCallback(() => {
    setMatchType('and');
    setConditions([]);
  }, []);
  // The same object (and query) while nothing changed, so the list's memoised search form and button stay put.
  return useMemo(() => {
    const params = emittedParams(conditions);
    return { query: params.length ? { matchType, params } : null, matchType, conditions, active: params.length > 0, apply, clear };
  }, [matchType, conditions, apply, clear]);
}
