// Which departments stay checked after a click in the selection tree (001 §4 department selection).

/**
 * B-DEPTSEL-09 / B-DEPTSEL-10: multi mode keeps every checked node; single mode keeps only the newest checked one
 * (unchecking the only one leaves none).
 */
export function nextCheckedDeparts(previous: readonly string[], checkedNow: readonly string[], multi: boolean): string[] {
  if (multi) return [...checkedNow];
  const added = checkedNow.filter((key) => !previous.includes(key));
  const newest = added.at(-1) ?? checkedNow.at(-1);
  return newest === undefined ? [] : [newest];
}
