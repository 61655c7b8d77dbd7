// The advanced query a list applies: the emitted submission, the rows to reopen the builder with, and the
// active-filter flag, set once a non-empty param list is emitted and cleared by reset (B-QUERY-22, 24).
import { useState } from 'react';
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
  const params = emittedParams(conditions);
  return {
    query: params.length ? { matchType, params } : null,
    matchType,
    conditions,
    active: params.length > 0,
    apply: (nextMatchType, nextConditions) => {
      setMatchType(nextMatchType);
      setConditions(nextConditions);
    },
    clear: () => {
      setMatchType('and');
      setConditions([]);
    },
  };
}
