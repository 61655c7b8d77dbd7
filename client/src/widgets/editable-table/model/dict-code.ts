// A dictionary-coded column needs a code (B-RULE-32).
import { DICT_CODE_EMPTY } from './constants';

export function requireDictCode(dictCode: string | undefined): string {
  if (!dictCode || !dictCode.trim()) throw new Error(DICT_CODE_EMPTY);
  return dictCode;
}
