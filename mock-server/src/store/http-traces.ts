// The last requests a server answered, for 请求追踪 (Actuator's httptrace): kept per store, newest first, never a
// secret. The trace plugin records them; the monitor handlers read them.
import type { Schema } from '../lib/schema.js';
import type { Store } from './store.js';

export type HttpTraceRecord = Schema<'HttpTrace'>;

/** Actuator's in-memory repository keeps 100. */
export const TRACE_CAPACITY = 100;

const traces = new WeakMap<Store, HttpTraceRecord[]>();

export function recordTrace(store: Store, trace: HttpTraceRecord): void {
  let list = traces.get(store);
  if (!list) traces.set(store, (list = []));
  list.unshift(trace);
  if (list.length > TRACE_CAPACITY) list.length = TRACE_CAPACITY;
}

export function tracesOf(store: Store): HttpTraceRecord[] {
  return traces.get(store) ?? [];
}
