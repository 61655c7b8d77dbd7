// Conditions of JeecgBoot's QueryGenerator (jeecg-facts §6.2) as predicates over a row property.
import { compareValues, type FieldType } from './field-types.js';

export type Rule = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'left_like' | 'right_like' | 'in' | 'empty';
export type Predicate = (row: Record<string, unknown>) => boolean;

const RULE_ALIASES: Record<string, Rule> = {
  '=': 'eq', eq: 'eq', '!=': 'ne', ne: 'ne', '>': 'gt', gt: 'gt', '>=': 'ge', ge: 'ge', '<': 'lt', lt: 'lt', '<=': 'le', le: 'le',
  like: 'like', left_like: 'left_like', right_like: 'right_like', in: 'in', empty: 'empty',
};

export const ruleOf = (name: string): Rule | null => RULE_ALIASES[name.toLowerCase()] ?? null;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function condition(field: string, rule: Rule, value: string, type: FieldType): Predicate {
  const text = (row: Record<string, unknown>) => (isBlank(row[field]) ? '' : String(row[field]));
  switch (rule) {
    case 'empty':
      return (row) => isBlank(row[field]);
    case 'like':
      return (row) => text(row).includes(value);
    case 'left_like':
      return (row) => !isBlank(row[field]) && text(row).endsWith(value);
    case 'right_like':
      return (row) => !isBlank(row[field]) && text(row).startsWith(value);
    case 'in': {
      const values = value.split(',').map((v) => v.trim());
      return (row) => values.some((v) => compareValues(row[field], v, type) === 0 && !isBlank(row[field]));
    }
    case 'ne':
      return (row) => isBlank(row[field]) || compareValues(row[field], value, type) !== 0;
    case 'eq':
      return (row) => !isBlank(row[field]) && compareValues(row[field], value, type) === 0;
    case 'gt':
      return (row) => !isBlank(row[field]) && compareValues(row[field], value, type) > 0;
    case 'ge':
      return (row) => !isBlank(row[field]) && compareValues(row[field], value, type) >= 0;
    case 'lt':
      return (row) => !isBlank(row[field]) && compareValues(row[field], value, type) < 0;
    case 'le':
      return (row) => !isBlank(row[field]) && compareValues(row[field], value, type) <= 0;
  }
}

/**
 * A plain field parameter read by its value (QueryGenerator.convert2Rule): `*x*` contains, `x*` starts with,
 * `*x` ends with, `!x` not equal, `a,b` in, `,a,b,` any contains, `a++b` the literal `a,b`, comparison operators
 * with a space (`>= 5`) and, leniently, without one (`>=5`, as the Vue2 JInput emits). Blank → no condition.
 */
export function valueCondition(field: string, raw: string, type: FieldType): Predicate | null {
  const value = raw.trim();
  if (value === '') return null;
  const comparison = /^(>=|<=|!=|>|<|=)\s*(.+)$/.exec(value) ?? /^(ge|le|gt|lt|eq|ne)\s+(.+)$/i.exec(value);
  if (comparison) return condition(field, ruleOf(comparison[1] as string) as Rule, (comparison[2] as string).trim(), type);
  if (value.length > 2 && value.startsWith(',') && value.endsWith(',')) {
    const terms = value.slice(1, -1).split(',').filter(Boolean).map((term) => condition(field, 'like', term, type));
    return (row) => terms.some((term) => term(row));
  }
  if (value.includes('++')) return condition(field, 'eq', value.replaceAll('++', ','), type);
  if (value.includes(',')) return condition(field, 'in', value, type);
  if (value === '*') return condition(field, 'eq', value, type);
  if (value.startsWith('*') && value.endsWith('*')) return condition(field, 'like', value.slice(1, -1), type);
  if (value.startsWith('*')) return condition(field, 'left_like', value.slice(1), type);
  if (value.endsWith('*')) return condition(field, 'right_like', value.slice(0, -1), type);
  if (value.startsWith('!')) return condition(field, 'ne', value.slice(1), type);
  return condition(field, 'eq', value, type);
}
