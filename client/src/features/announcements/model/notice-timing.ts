// Timings of the header notice (spec 000 §4, §9; decisions #13).

/** listByUser is polled this often once polling has started. */
export const ANNOUNCEMENT_POLL_MS = 6000;
/** The live connection reconnects this long after a close or an error. */
export const RECONNECT_DELAY_MS = 5000;
/** Heartbeat timeout of the announcement socket: a beat after this much silence, a reconnect if none answers. */
export const HEARTBEAT_TIMEOUT_MS = 20000;
/** Header list size of each category (upstream's listByUser default). */
export const HEADER_LIST_SIZE = 5;

/**
 * TanStack Query's refetchInterval for listByUser: every 6000 ms, and never again once a load has failed —
 * polling stops silently, as upstream's stopTimer does.
 */
export function announcementPollInterval(query: { state: { errorUpdateCount: number } }): number | false {
  return query.state.errorUpdateCount > 0 ? false : ANNOUNCEMENT_POLL_MS;
}
