// A lazily loaded tree for a tree select: the roots first, a node's children on first expand (a node with none
// becomes a leaf), and the titles of stored values that are not loaded yet fetched for echo.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withChildren, type TreeOption } from '../model/tree-data';

export interface LazyTree {
  options: TreeOption[];
  loading: boolean;
  /** Why the roots could not be loaded (shown in the dropdown), or null. */
  rootError: unknown;
  loadChildren: (parent: string) => Promise<void>;
  titleOf: (value: string) => string;
}

interface LoadedChildren {
  source: string;
  byParent: Array<[parent: string, children: TreeOption[]]>;
}

export function useLazyTree(
  key: readonly unknown[],
  load: (parent: string | undefined) => Promise<TreeOption[]>,
  echo: (values: string[]) => Promise<string[]>,
  values: string[],
  onError: (error: unknown) => void,
): LazyTree {
  const source = JSON.stringify(key);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    loadRef.current = load;
    onErrorRef.current = onError;
  });
  const roots = useQuery({ queryKey: [...key, 'roots'], queryFn: () => loadRef.current(undefined), retry: false, staleTime: Infinity });
  useEffect(() => {
    if (roots.error) onErrorRef.current(roots.error);
  }, [roots.error]);
  const [loaded, setLoaded] = useState<LoadedChildren>({ source, byParent: [] });

  const options = useMemo(() => {
    const children = loaded.source === source ? loaded.byParent : [];
    return children.reduce((tree, [parent, nodes]) => withChildren(tree, parent, nodes), roots.data ?? []);
  }, [roots.data, loaded, source]);

  const loadChildren = useCallback(
    async (parent: string) => {
      try {
        const children = await loadRef.current(parent);
        setLoaded((current) => ({ source, byParent: [...(current.source === source ? current.byParent : []), [parent, children]] }));
      } catch (error) {
        onErrorRef.current(error);
      }
    },
    [source],
  );

  const missing = values.filter((value) => !options.some((option) => option.value === value));
  const echoed = useQuery({
    queryKey: [...key, 'echo', missing],
    queryFn: () => echo(missing),
    enabled: missing.length > 0 && !roots.isLoading,
    staleTime: Infinity,
    retry: false,
  });

  const titleOf = useMemo(() => {
    const titles = new Map(options.map((option) => [option.value, option.title]));
    missing.forEach((value, index) => {
      const text = echoed.data?.[index];
      if (text) titles.set(value, text);
    });
    return (value: string) => titles.get(value) ?? value;
  }, [options, missing, echoed.data]);

  return { options, loading: roots.isLoading, rootError: roots.error, loadChildren, titleOf };
}
