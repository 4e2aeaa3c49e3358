// The waits the page builds in, in one place. End-to-end tests shorten them
// (they set window.__attentionLabTiming before the page's scripts run), so
// no test waits out a real Play interval or idle timeout.
const overrides = (typeof window !== 'undefined' && window.__attentionLabTiming) || {};

export const TIMING = {
  /** Play: time between two steps. */
  playIntervalMs: 2800,
  /** Idle-time preparation runs at the latest this long after it is asked for. */
  idleTimeoutMs: 1000,
  ...overrides,
};
