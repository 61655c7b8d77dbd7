// The tree selects' data (001 §3 tree node; §5 and §8 of their errors): the condition must be a JSON object
// string, and an answer that is neither an array nor a page of records is not recognised.
import { isRow, PickerText, textOf } from '@/widgets/picker-kit';

export interface TreeOption {
  value: string;
  title: string;
  isLeaf: boolean;
  disabled?: boolean;
  /** The parent value, so lazily loaded children can be attached. */
  pId?: string;
  /** The node's code, where the tree has one (a category's). */
  code?: string;
}

/** B-TREE-02: a condition that is not a JSON object string throws 组件JTreeSelect-condition传值有误…. */
export function checkedCondition(condition: string | undefined): string | undefined {
  if (condition === undefined || condition === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new Error(PickerText.treeConditionNotJson);
  }
  if (!isRow(parsed)) throw new Error(PickerText.treeConditionNotJson);
  return condition;
}

/** A-DICT-21 / B-TREETAB-06: the answer is an array or has records; anything else throws 返回数据类型不识别 (B-TREE-03). */
export function treeRowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (isRow(result) && Array.isArray(result.records)) return result.records;
  throw new Error(PickerText.treeDataUnrecognised);
}

/**
 * Tree nodes as flat options for a lazily loaded tree select (B-TREE-01's node fields). The value is the node's key
 * (dictionary tree) or id (category tree), as `valueOf` reads it; the title its title, label or name; it is a leaf
 * by `isLeaf` / `leaf`, else by `hasChildren` false; `disabled` and `code` are kept. A node's parent is the node
 * being expanded, else its own `pid` / `parentId`; nested `children` are flattened under it (loaded already).
 */
export function toTreeOptions(rows: readonly unknown[], parent: string | undefined, valueOf: (row: Record<string, unknown>) => string): TreeOption[] {
  const options: TreeOption[] = [];
  for (const row of rows) {
    if (!isRow(row)) continue;
    const value = valueOf(row);
    if (!value) continue;
    const title = textOf(row.title) || textOf(row.label) || textOf(row.name) || value;
    const children = Array.isArray(row.children) ? row.children : [];
    const leafFlag = row.isLeaf ?? row.leaf;
    const isLeaf = leafFlag !== undefined && leafFlag !== null ? leafFlag === true || leafFlag === 1 || leafFlag === '1' : row.hasChildren === false || row.hasChildren === '0';
    const option: TreeOption = { value, title, isLeaf: children.length > 0 ? false : isLeaf };
    if (row.disabled === true) option.disabled = true;
    const pId = parent ?? (textOf(row.pid) || textOf(row.parentId) || undefined);
    if (pId !== undefined) option.pId = pId;
    const code = textOf(row.code);
    if (code) option.code = code;
    options.push(option, ...toTreeOptions(children, value, valueOf));
  }
  return options;
}

/** Adds loaded children once; a node whose children came back empty becomes a leaf. */
export function withChildren(options: readonly TreeOption[], parent: string, children: readonly TreeOption[]): TreeOption[] {
  const known = new Set(options.map((option) => option.value));
  const added = children.filter((child) => !known.has(child.value));
  const merged = children.length === 0 ? options.map((option) => (option.value === parent ? { ...option, isLeaf: true } : option)) : [...options];
  return [...merged, ...added];
}
