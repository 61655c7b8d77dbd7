// Departments named in a spreadsheet cell (用户管理's 部门 column): a unique name stands alone, as upstream exports it;
// a name several departments share (研发部 under two companies) is written with its parents, 上级/名称, so an export
// imports back to the same departments. Reading accepts either form.
import type { Schema } from '../lib/schema.js';
import type { Store } from '../store/store.js';
import { departs } from '../entities/departs.js';

type Depart = Schema<'Depart'>;

const live = (store: Store): Depart[] => departs.all(store).filter((depart) => depart.delFlag !== '1');

/** Each live department's names from the top company down to it. */
function namePaths(store: Store): Map<Depart, string[]> {
  const all = live(store);
  const byId = new Map(all.map((one) => [one.id, one]));
  return new Map(all.map((depart) => [depart, namePath(byId, depart)]));
}

function namePath(byId: ReadonlyMap<string, Depart>, depart: Depart): string[] {
  const names: string[] = [];
  for (let at: Depart | undefined = depart; at && names.length < 32; at = at.parentId ? byId.get(at.parentId) : undefined) names.unshift(at.departName);
  return names;
}

const endsWith = (path: readonly string[], tail: readonly string[]) => tail.length <= path.length && tail.every((name, index) => path[path.length - tail.length + index] === name);

/** The shortest tail of the department's name path that no other department's path ends with. */
export function departLabel(store: Store, depart: Depart): string {
  const paths = namePaths(store);
  const path = [...paths].find(([one]) => one.id === depart.id)?.[1] ?? [depart.departName];
  const others = [...paths].filter(([other]) => other.id !== depart.id).map(([, other]) => other);
  for (let length = 1; length < path.length; length++) {
    const tail = path.slice(-length);
    if (!others.some((other) => endsWith(other, tail))) return tail.join('/');
  }
  return path.join('/');
}

/** The departments a cell names (comma-separated labels), or the problem naming the first one not found or not unique. */
export function departsNamed(store: Store, cell: string | undefined): { ids: string[] } | { problem: string } {
  const labels = (cell ?? '').split(/[,，]/).map((part) => part.trim()).filter(Boolean);
  if (labels.length === 0) return { ids: [] };
  const paths = [...namePaths(store)];
  const ids: string[] = [];
  for (const label of labels) {
    const tail = label.split('/').map((name) => name.trim()).filter(Boolean);
    const found = paths.filter(([, path]) => endsWith(path, tail)).map(([depart]) => depart);
    if (found.length === 0) return { problem: `部门「${label}」不存在` };
    if (found.length > 1) return { problem: `部门「${label}」有${found.length}个同名部门，请写作“上级部门/${tail.at(-1)}”` };
    ids.push((found[0] as Depart).id);
  }
  return { ids };
}
