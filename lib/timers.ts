/**
 * The clock the simulated waits run on (the Droplist's submit and reset, the
 * partner enquiry's send): the real one in the browser, fake timers in tests.
 */
export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};
