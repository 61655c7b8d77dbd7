// The department look-ups of the selection modal (001 §7; decision 24: the department tree service is
// /sys/sysDepart/queryTreeList).
import { getAction } from '@/api/http';
import { resultOf } from '@/widgets/picker-kit';
import { toDepartNodes, type DepartNode, type DepartNodeOptions } from '../model/depart-node';

const quiet = { quietBusinessErrors: true } as const;

export interface DepartTreeFilter extends DepartNodeOptions {
  /** B-DEPTSEL-14: include disabled departments and projects; left out, the server lists every department. */
  containsDisabled?: boolean;
  /** orgCategory filter, e.g. "1,2" (B-DEPTSEL-14). */
  type?: string;
  /** The tree as it was at this date, YYYY-MM-DD (B-DEPTSEL-14). */
  timePoint?: string;
}

export async function fetchDepartTree(filter: DepartTreeFilter): Promise<DepartNode[]> {
  const query = {
    ...(filter.containsDisabled === undefined ? {} : { containsDisabled: filter.containsDisabled }),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.timePoint ? { timePoint: filter.timePoint } : {}),
  };
  return toDepartNodes(resultOf(await getAction('/sys/sysDepart/queryTreeList', { query, ...quiet })), filter);
}

/** The departments whose name contains the keyword, flat; nothing found rejects with 未查询匹配数据！. */
export async function searchDeparts(keyWord: string, options: DepartNodeOptions): Promise<DepartNode[]> {
  return toDepartNodes(resultOf(await getAction('/sys/sysDepart/searchBy', { query: { keyWord }, ...quiet })), options);
}

/** B-DEPTSEL-13: echo of stored ids (each with its subtree). */
export async function fetchDepartsByIds(ids: readonly string[]): Promise<DepartNode[]> {
  if (ids.length === 0) return [];
  return toDepartNodes(resultOf(await getAction('/sys/sysDepart/queryDeptTreeListByID', { query: { departIds: ids.join(',') }, ...quiet })));
}
