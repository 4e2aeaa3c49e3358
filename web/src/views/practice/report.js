// Answers posted to an embedding course page, only when its address asks
// for them with report=ORIGIN (../../embed/report-origin.js): one message to
// that origin after each check. Nothing is sent without it.

/**
 * @typedef {object} Answer
 * @property {'predict' | 'score' | 'weight' | 'output'} exercise
 * @property {boolean} correct
 * @property {string | null} mistake  diagnose's mistake key, or null
 * @property {number} attempt  1 for the first check of this exercise, then 2, …
 */

/**
 * Posts `answer` to the parent page as { type: 'attention-lab:answer',
 * exercise, correct, mistake, attempt }, to `origin` only: the browser
 * drops it when the parent is another origin. Nothing for a null origin
 * (no or a refused report=) or a lab that is not in a frame.
 * @param {string | null} origin  the state's page.report
 * @param {Answer} answer
 */
export function reportAnswer(origin, { exercise, correct, mistake, attempt }) {
  if (origin === null || window.parent === window) return;
  window.parent.postMessage(
    { type: 'attention-lab:answer', exercise, correct, mistake, attempt },
    origin,
  );
}
