// `<field>_dictText` companions on list rows, as upstream's DictAspect adds them for @Dict fields.
// Comma-separated values translate item by item and join with commas.
import type { EntityFields } from './field-types.js';

export type DictLookup = (dict: string) => Map<string, string>;

/** The `<field>_dictText` companions of a field list: typed when the fields are declared `satisfies EntityFields`. */
export type DictTexts<F extends EntityFields> = {
  [K in keyof F as F[K] extends { dict: string } ? `${K & string}_dictText` : never]: string;
};

export function withDictText<T extends object, F extends EntityFields>(rows: T[], fields: F, lookup: DictLookup): Array<T & DictTexts<F>> {
  const dictFields = Object.entries(fields).filter(([, spec]) => spec.dict);
  if (dictFields.length === 0) return rows as Array<T & DictTexts<F>>;
  const maps = new Map(dictFields.map(([field, spec]) => [field, lookup(spec.dict as string)]));
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const [field] of dictFields) {
      const value = (row as Record<string, unknown>)[field];
      const map = maps.get(field) as Map<string, string>;
      out[`${field}_dictText`] =
        value === null || value === undefined || value === ''
          ? ''
          : String(value)
              .split(',')
              .map((part) => map.get(part) ?? part)
              .join(',');
    }
    return out as T & DictTexts<F>;
  });
}
