/**
 * The limit of a test that sends thousands of requests in one go (the fuzz files). `npm test` runs the contract suite
 * at the lowest CPU weight beside the e2e step, so such a test may wait long for the CPU: this bounds a hang, it is not
 * a speed check (the files print their answer times).
 */
export const REQUEST_LOOP_TIMEOUT_MS = 600_000;
