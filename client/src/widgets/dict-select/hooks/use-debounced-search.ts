// A keyword search debounced by `delayMs`; only the answer to the latest keyword is kept.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DebouncedSearch<T> {
  results: T[];
  loading: boolean;
  keyword: string;
  search: (keyword: string) => void;
}

export function useDebouncedSearch<T>(run: (keyword: string) => Promise<T[]>, onError: (error: unknown) => void, delayMs: number): DebouncedSearch<T> {
  const [results, setResults] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  const runRef = useRef(run);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    runRef.current = run;
    onErrorRef.current = onError;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useCallback(
    (next: string) => {
      setKeyword(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const ticket = ++latest.current;
        setLoading(true);
        runRef.current(next).then(
          (found) => {
            if (ticket !== latest.current) return;
            setResults(found);
            setLoading(false);
          },
          (error: unknown) => {
            if (ticket !== latest.current) return;
            setResults([]);
            setLoading(false);
            onErrorRef.current(error);
          },
        );
      }, delayMs);
    },
    [delayMs],
  );

  return { results, loading, keyword, search };
}
