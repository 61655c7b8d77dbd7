// The advanced query builder (001 §2, §4, §5). See README.md.
export { SuperQueryButton, type SuperQueryButtonProps } from './components/super-query-button';
export { QueryBuilderModal, type QueryBuilderModalProps } from './components/query-builder-modal';
export { useSuperQuery, type SuperQueryState } from './hooks/use-super-query';
export { changeRule, chooseField, newCondition, queryProblem, QueryText, RULE_LABELS } from './model/condition-rules';
export { fieldChoices, fieldTree, type FieldChoice, type QueryField } from './model/query-fields';
export { checkSave, readSavedQueries, SAVED_QUERY_PREFIX, savedQueryKey, writeSavedQueries, type SavedQuery } from './model/saved-queries';
export { emittedParams, encodeSuperQuery, RULES, type MatchType, type QueryCondition, type Rule, type SuperQuery, type SuperQueryParam } from './model/super-query';
export { valueWidgetOf, type ValueWidget } from './model/value-widget';
