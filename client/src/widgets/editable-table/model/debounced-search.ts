// sel_search_async (001 §5, §9): the keyword is sent once typing has paused for 800 ms, asking for one page of 10
// options; an answer to an older keyword that arrives after a newer one is dropped.
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from './constants';

export interface DebouncedSearch {
  /** Called on every keystroke with the whole keyword. */
  search(keyword: string): void;
  /** Drops a pending keyword (the editor closed). */
  cancel(): void;
}

export interface DebouncedSearchHandlers<T> {
  onResult: (result: T) => void;
  onLoading?: (loading: boolean) => void;
}

export function createDebouncedSearch<T>(find: (keyword: string, pageSize: number) => Promise<T>, handlers: DebouncedSearchHandlers<T>): DebouncedSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  return {
    search(keyword) {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const asked = ++latest;
        handlers.onLoading?.(true);
        void find(keyword, SEARCH_PAGE_SIZE)
          .then((result) => {
            if (asked === latest) handlers.onResult(result);
          })
          // a failed search leaves the options shown as they were
          .catch(() => undefined)
          .finally(() => {
            if (asked === latest) handlers.onLoading?.(false);
          });
      }, SEARCH_DEBOUNCE_MS);
    },
    cancel() {
      clearTimeout(timer);
      latest++;
    },
  };
}
