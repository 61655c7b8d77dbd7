export { DictSelect, type DictSelectProps, type DictSelectType } from './components/dict-select';
export { DictSearchSelect, type DictSearchSelectProps } from './components/dict-search-select';
export { DictTreeSelect, type DictTreeSelectProps } from './components/dict-tree-select';
export { CategorySelect, type CategorySelectProps } from './components/category-select';
export { useDictOptions } from './hooks/use-dict-options';
export { fetchDictItems, fetchDictTexts } from './api/dict-api';
export { toDictOptions, textsOf, type DictOption } from './model/dict-option';
