// When work runs. The frame that answers an input does only what is on
// screen; the rest is deferred in one of these ways, and this is the only
// module that asks the browser for idle time or watches what is in view:
// - now: call it;
// - when visible: onScreen() / updateWhenSeen();
// - when first needed: whenFirstNeeded();
// - when idle: whenIdle() / createIdleWork();
// - after paint: afterNextPaint(), and when idle after it: oncePerIdle();
// - once the page has first painted its content: afterContentPainted();
// - in the next task, the browser free to paint and take input first: nextTask().

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
  /** The softmax stages: how long each stage stays before the next, on their own. */
  softmaxHoldMs: 1400,
  /** …and how long the bars take from one stage to the next. */
  softmaxTravelMs: 900,
  /** The page counts as still once it has not scrolled for this long. */
  scrollSettleMs: 150,
  ...overrides,
};

/**
 * Resolves in a task of its own, after the browser has had the chance to
 * paint and to answer input: what a long piece of work awaits between its
 * parts, so that no task is long on a slow phone.
 * @returns {Promise<void>}
 */
export function nextTask() {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

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

// What waits for the page's first contentful paint, null once it is there
// (or where the browser does not report paints).
let waitingForPaint;

/**
 * Runs `task` once the page has painted its content, at once after that:
 * for a ResizeObserver's first report, so that none of the lab's code runs
 * in the first frame, which lays out the whole page. Lighthouse's
 * simulation times a frame with script in it after that script's download,
 * where a frame that long counts as blocking time (docs/performance.md).
 */
export function afterContentPainted(task) {
  if (waitingForPaint === undefined) {
    const reported = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
    waitingForPaint = reported ? [] : null;
    if (reported) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        const waiting = waitingForPaint;
        waitingForPaint = null;
        for (const waiter of waiting) waiter();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
  }
  if (waitingForPaint) waitingForPaint.push(task);
  else task();
}

/**
 * `task` as a function that, however often it is called before it runs,
 * runs `task` once in the first idle moment after the next paint: never
 * before the frame that answers an input (an idle period can come between
 * an input's handlers and its frame), and once for a burst of inputs.
 */
export function oncePerIdle(task) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    afterNextPaint(() =>
      whenIdle(() => {
        pending = false;
        task();
      }),
    );
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
 * Runs `task` once `element` is wholly in the viewport and the page has not
 * scrolled for TIMING.scrollSettleMs: a moment that starts while the eye is
 * still following a scroll, or half below the fold, is missed.
 * @returns {() => void}  cancels
 */
export function whenInViewAndStill(element, task) {
  let inView = false;
  let timer = 0;
  const fire = () => {
    if (!inView) return;
    stop();
    task();
  };
  const settle = () => {
    clearTimeout(timer);
    if (inView) timer = setTimeout(fire, TIMING.scrollSettleMs);
  };
  // Sub-pixel positions can leave a visible row at 0.99.
  const stopWatching = onScreen(
    element,
    (entry) => {
      inView = entry.intersectionRatio >= 0.98;
      settle();
    },
    { threshold: [0, 0.98, 1] },
  );
  // Capturing: a scroll of any box, not only of the page, restarts the wait.
  const scrolled = { capture: true, passive: true };
  window.addEventListener('scroll', settle, scrolled);
  function stop() {
    clearTimeout(timer);
    stopWatching();
    window.removeEventListener('scroll', settle, scrolled);
  }
  return stop;
}

/**
 * A view the learner cannot see right now (below the fold, in a closed or
 * hidden part) does not take part in the frame that answers an input: its
 * update waits for the page's next idle moment (`catchUp`, as idle work), or
 * for the view coming near the viewport, whichever is first. Until then the
 * view is marked aria-busy: what it shows is not the latest state. With
 * `lazy`, `createView` returns a promise (its module loaded with import())
 * and is called when the view first comes near the viewport, not before:
 * idle time does not fetch it.
 * @template {{ update(...args: any[]): void }} View
 * @param {HTMLElement} element  the view's container: it must be near the
 *   viewport for an update to be drawn at once
 * @param {(element: HTMLElement) => View | Promise<View>} createView
 * @param {{ lazy?: boolean }} [options]
 * @returns {{ update: View['update'], catchUp(): false }}
 */
export function updateWhenSeen(element, createView, { lazy = false } = {}) {
  let view = null;
  let loading = null;
  // Until the first observation, after the first layout: updates go through.
  let near = true;
  let heldBack = null;
  const draw = (args) => {
    element.removeAttribute('aria-busy');
    heldBack = null;
    view.update(...args);
  };
  // Busy: what the view shows is not the latest. A lazy view not loaded yet
  // shows nothing, which is not out of date.
  const hold = (args) => {
    if (!heldBack && view) element.setAttribute('aria-busy', 'true');
    heldBack = args;
  };
  const created = (made) => {
    view = made;
    if (heldBack) draw(heldBack);
  };
  const load = () => {
    if (loading) return;
    loading = createView(element);
    if (loading instanceof Promise) loading.then(created);
    else created(loading);
  };
  const catchUp = () => {
    if (view && heldBack) draw(heldBack);
    return false;
  };
  if (!lazy) load();
  // A quarter of the viewport's height ahead, so a view scrolled into sight
  // is usually drawn before it gets there; a lazy one loads only once it is
  // in sight, and its idle catch-ups keep it ready from then on.
  onScreen(
    element,
    (entry) => {
      near = entry.isIntersecting;
      if (!near) return;
      if (view) catchUp();
      else load();
    },
    { rootMargin: lazy ? '0px' : '25% 0px' },
  );
  return {
    update(...args) {
      if (near && view) draw(args);
      else hold(args);
    },
    catchUp,
  };
}

/**
 * A view whose module loads the first time `needed(model)` holds (Heads
 * above 1, a fold opened; `retry` asks again without a new model): until
 * then it has nothing to show, and once loaded it is given the latest
 * model. Its idle-time `prepare` waits for it too.
 */
export function whenFirstNeeded(needed, load) {
  let view = null;
  let latest = null;
  const update = (...args) => {
    latest = args;
    if (view instanceof Promise || (!view && !needed(args[0]))) return;
    if (view) view.update(...args);
    else
      view = load().then((loaded) => {
        view = loaded;
        view.update(...latest);
      });
  };
  return {
    update,
    retry: () => latest && update(...latest),
    prepare: () => (view && !(view instanceof Promise) ? view.prepare() : false),
  };
}
