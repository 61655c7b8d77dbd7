// What durable mode (store/durable) watches of the store: every data object the store holds, and the tables each
// memo read (a memo's value may hold rows a later write changes without reading their table again).
import type { StoreData } from './data.js';

export interface DataObserver {
  /** The object the store keeps as `data` in place of `data` (a view that notes the tables used). */
  observe(data: StoreData): StoreData;
  /** Runs a memo's computation; answers its value and the tables it read. */
  recording<T>(compute: () => T): { value: T; reads: readonly string[] };
  /** A memo was used again: the tables it was computed from are in use again. */
  reused(reads: readonly string[]): void;
}
