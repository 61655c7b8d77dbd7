// The lazily loaded levels of the category tree: a row's children are fetched when it is first expanded, and again
// after a change below it (add, edit, delete), so the parent's expand icon follows its children.
import { useCallback, useState } from 'react';
import { loadChildCategories } from '../api/category-api';
import type { CategoryRow } from '../model/category-tree';

export interface CategoryChildren {
  loaded: Record<string, CategoryRow[]>;
  expandedKeys: string[];
  /** Expands or collapses a row; the first expansion loads its children. */
  toggle: (row: CategoryRow, expanded: boolean) => Promise<void>;
  /** Loads a parent's children again and shows them (none left: collapsed). */
  refresh: (pid: string) => Promise<void>;
  /** Forgets the loaded levels (a new search shows other rows). */
  clear: () => void;
}

export function useCategoryChildren(): CategoryChildren {
  const [loaded, setLoaded] = useState<Record<string, CategoryRow[]>>({});
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);

  const fetchChildren = useCallback(
    async (pid: string) => {
      // A failure was already shown by the request layer (the server's message).
      const children = await loadChildCategories(pid).catch(() => null);
      if (children) setLoaded((current) => ({ ...current, [pid]: children }));
      return children;
    },
    [],
  );

  const toggle = useCallback(
    async (row: CategoryRow, expanded: boolean) => {
      if (!expanded) {
        setExpandedKeys((keys) => keys.filter((key) => key !== row.id));
        return;
      }
      setExpandedKeys((keys) => (keys.includes(row.id) ? keys : [...keys, row.id]));
      if (!loaded[row.id]) await fetchChildren(row.id);
    },
    [loaded, fetchChildren],
  );

  const refresh = useCallback(
    async (pid: string) => {
      const children = await fetchChildren(pid);
      if (!children) return;
      setExpandedKeys((keys) => (children.length ? (keys.includes(pid) ? keys : [...keys, pid]) : keys.filter((key) => key !== pid)));
    },
    [fetchChildren],
  );

  const clear = useCallback(() => {
    setLoaded({});
    setExpandedKeys([]);
  }, []);

  return { loaded, expandedKeys, toggle, refresh, clear };
}
