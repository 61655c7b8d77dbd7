// The kinds a field can be, in JeecgBoot's own vocabulary: the online forms' `view` types, which the editable table's
// column types (001 §3) also draw from. One list, so a field described here, a column of the editable table and a
// column of an online form are the same thing.
export const FIELD_KINDS = [
  'text',
  'password',
  'number',
  'list',
  'radio',
  'checkbox',
  'list_multi',
  'sel_search',
  'switch',
  'date',
  'datetime',
  'time',
  'textarea',
  'umeditor',
  'markdown',
  'file',
  'image',
  'sel_user',
  'sel_depart',
  'popup',
  'sel_tree',
  'cat_tree',
  'pca',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** Kinds whose value is a dictionary code (or codes): the list shows the row's `<name>_dictText`. */
const DICTIONARY_KINDS: ReadonlySet<FieldKind> = new Set(['list', 'radio', 'checkbox', 'list_multi', 'sel_search', 'switch', 'sel_tree', 'cat_tree']);

export const isDictionaryKind = (kind: FieldKind): boolean => DICTIONARY_KINDS.has(kind);

/** Kinds the advanced query compares as text. */
const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'password', 'textarea', 'umeditor', 'markdown', 'file', 'image']);

/**
 * The advanced query's field type for a kind (upstream's JSuperQuery `type`, which decides the value editor and the
 * operators): the query builder reads the online kinds themselves (`list`, `sel_user`, `pca`, …); text is `string`.
 */
export function queryTypeOf(kind: FieldKind): string {
  return TEXT_KINDS.has(kind) ? 'string' : kind;
}
