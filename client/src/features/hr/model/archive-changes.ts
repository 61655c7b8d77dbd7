// What a save of one archive section sends: the stored rows the table no longer holds are deleted, the rows it
// holds that are not stored are added, and stored rows whose cells differ are edited.
import type { GridRow } from '@/widgets/editable-table';

export interface SectionChanges {
  added: GridRow[];
  edited: GridRow[];
  removedIds: string[];
}

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '');

export function sectionChanges(stored: readonly GridRow[], current: readonly GridRow[], keys: readonly string[]): SectionChanges {
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const currentIds = new Set(current.map((row) => row.id));
  const added: GridRow[] = [];
  const edited: GridRow[] = [];
  for (const row of current) {
    const before = storedById.get(row.id);
    if (!before) added.push(row);
    else if (keys.some((key) => !same(before[key], row[key]))) edited.push(row);
  }
  return { added, edited, removedIds: stored.filter((row) => !currentIds.has(row.id)).map((row) => row.id) };
}

export const hasChanges = (changes: SectionChanges) => changes.added.length + changes.edited.length + changes.removedIds.length > 0;

/** The form body of a row: the section's keys only, empty cells as null (the document's optional fields are nullable). */
export function sectionBody(row: GridRow, keys: readonly string[], employeeId: string, withId: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { employeeId };
  if (withId) body.id = row.id;
  for (const key of keys) {
    const value = row[key];
    body[key] = value === undefined || value === '' ? null : value;
  }
  return body;
}
