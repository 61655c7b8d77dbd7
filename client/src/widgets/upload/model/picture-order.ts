// Picture reorder by the arrow buttons (001 §4), with the warnings of §5 at either end.

export type MoveDirection = 'earlier' | 'later';

export const FIRST_PICTURE_WARNING = '未知的操作';
export const LAST_PICTURE_WARNING = '已到最后~';

export type MoveResult<T> = { ok: true; files: T[] } | { ok: false; warning: string };

/** Arrow-left moves the picture one place earlier, arrow-right one later; past either end it warns instead. */
export function movePicture<T>(files: readonly T[], index: number, direction: MoveDirection): MoveResult<T> {
  if (!Number.isInteger(index) || index < 0 || index >= files.length) return { ok: false, warning: FIRST_PICTURE_WARNING };
  const target = direction === 'earlier' ? index - 1 : index + 1;
  if (target < 0) return { ok: false, warning: FIRST_PICTURE_WARNING };
  if (target >= files.length) return { ok: false, warning: LAST_PICTURE_WARNING };
  const next = [...files];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return { ok: true, files: next };
}
