// When work runs. The frame that answers an input does only what is on
// screen; the rest is deferred in one of these ways, and this is the only
// module that asks the browser for idle time or watches what is in view:
// - now: call it;
// - when visible: onScreen() / updateWhenSeen();
// - when idle: whenIdle() / createIdleWork();
// - after paint: afterNextPaint() / oncePerPaint().

// End-to-end tests shorten the waits (they set window.__attentionLabTiming
// before the page's scripts run), so no test waits out a real step of Play
// or idle timeout.
const overrides = (typeof window !== 'undefined' && window.__attentionLabTiming) || {};

export const TIMING = {
  /** Play stays on a step while its words take to read at this pace… */
  playWordsPerMinute: 200,
  /** …but at least this long; a step that moves adds its `animationMs`. */
  playMinimumMs: 4000,
  /** Play's waits are multiplied by this: tests make them short. */
  playTimeScale: 1,
  /** Idle-time preparation runs at the latest this long after it is asked for. */
  idleTimeoutMs: 1000,
  ...overrides,
};

/** Runs `task` when the main thread is idle (or after TIMING.idleTimeoutMs). */
export function whenIdle(task) {
  if ('requestIdleCallback' in window) {
    requestIdleCallback(task, { timeout: TIMING.idleTimeoutMs });
  } else setTimeout(task, Math.min(200, TIMING.idleTimeoutMs));
}

/**
 * A run of idle work: `start(tasks)` calls each task in turn, one call per
 * idle callback, again while it returns true. Starting a new run (for a
 * newer state) ends the older one.
 * @returns {(tasks: (() => boolean)[]) => void}
 */
export function createIdleWork() {
  let run = 0;
  return function start(tasks) {
    const thisRun = ++run;
    let index = 0;
    const next = () => {
      if (thisRun !== run || index >= tasks.length) return;
      if (!tasks[index]()) index++;
      whenIdle(next);
    };
    whenIdle(next);
  };
}

/**
 * Runs `task` once the frame that answers the current input is painted
 * (rAF, then a task); the timeout covers hidden frames, which get no rAF.
 */
export function afterNextPaint(task) {
  let done = false;
  const runOnce = () => {
    if (!done) {
      done = true;
      task();
    }
  };
  requestAnimationFrame(() => setTimeout(runOnce));
  setTimeout(runOnce, 250);
}

/**
 * `task` as a function that, however often it is called before the next
 * paint, runs `task` once after that paint.
 */
export function oncePerPaint(task) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    afterNextPaint(() => {
      pending = false;
      task();
    });
  };
}

/**
 * Tells `onChange(entry)` whenever `element` comes into or leaves the
 * viewport (grown by `rootMargin`), after layout, without reading the layout
 * in the caller's frame. `threshold` as for an IntersectionObserver.
 * @returns {() => void}  stops watching
 */
export function onScreen(element, onChange, { rootMargin = '0px', threshold = 0 } = {}) {
  const observer = new IntersectionObserver((entries) => onChange(entries.at(-1)), {
    rootMargin,
    threshold,
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A view the learner cannot see right now (below the fold, in a closed or
 * hidden part) does not take part in the frame that answers an input: its
 * update waits for the page's next idle moment (`catchUp`, as idle work), or
 * for the view coming near the viewport, whichever is first. Until then the
 * view is marked aria-busy: what it shows is not the latest state.
 * @template {{ update(...args: any[]): void }} View
 * @param {HTMLElement} element  the view's container: it must be near the
 *   viewport for an update to be drawn at once
 * @param {(element: HTMLElement) => View} createView
 * @returns {{ update: View['update'], catchUp(): false }}
 */
export function updateWhenSeen(element, createView) {
  const view = createView(element);
  // Until the first observation, after the first layout: updates go through.
  let near = true;
  let heldBack = null;
  const draw = (args) => {
    if (heldBack) element.removeAttribute('aria-busy');
    heldBack = null;
    view.update(...args);
  };
  const catchUp = () => {
    if (heldBack) draw(heldBack);
    return false;
  };
  // A quarter of the viewport's height ahead, so a view scrolled into sight
  // is usually drawn before it gets there.
  onScreen(
    element,
    (entry) => {
      near = entry.isIntersecting;
      if (near) catchUp();
    },
    { rootMargin: '25% 0px' },
  );
  return {
    update(...args) {
      if (near) draw(args);
      else {
        if (!heldBack) element.setAttribute('aria-busy', 'true');
        heldBack = args;
      }
    },
    catchUp,
  };
}
