// Which rendered row element shows which row (the React key of a row in the window). A row keeps its slot while it
// stays in the window; a row entering takes a slot that a leaving row freed, so scrolling re-fills existing elements
// instead of creating new ones. Freed slots are handed out in the order their rows were shown, so after a jump the
// elements keep their document order and React moves none of them.

export type RowSlots = ReadonlyMap<string, number>;

/** The slot of every id in `ids` (the rows now in the window, in order), keeping the slots `previous` gave them. */
export function assignSlots(previous: RowSlots, ids: readonly string[]): Map<string, number> {
  const staying = new Set(ids);
  const freed: number[] = [];
  let fresh = 0;
  for (const [id, slot] of previous) {
    if (!staying.has(id)) freed.push(slot);
    fresh = Math.max(fresh, slot + 1);
  }
  const next = new Map<string, number>();
  let reused = 0;
  for (const id of ids) {
    const kept = previous.get(id);
    if (kept !== undefined) next.set(id, kept);
    else if (reused < freed.length) next.set(id, freed[reused++] as number);
    else next.set(id, fresh++);
  }
  return next;
}
