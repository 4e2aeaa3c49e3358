// Work for when the main thread has nothing else to do: preparing what the
// reader may look at next (the closed editor, the other steps' pages).
import { TIMING } from './timing.js';

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
