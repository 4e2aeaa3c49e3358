// The lab's one moving moment, "scores become weights", in one place: how
// long the scores are held, how long they take to become weights, and the
// easing. Every view that shows this moment (the softmax step's bars, and
// any later picture of the same move) runs its animations through
// moveScoresToWeights, so they start, travel and land together. Animations
// go through the Web Animations API on transform and opacity only, which the
// compositor runs without laying the page out again.

export const SCORES_TO_WEIGHTS = {
  /** The scores stay on screen this long before they move. */
  holdMs: 450,
  /** Then they travel to the weights in this long. */
  travelMs: 900,
  /** Slow out of the scores, slow into the weights: both ends can be read. */
  easing: 'cubic-bezier(0.45, 0, 0.25, 1)',
};

// Each element's run of this move, so a new run can cancel it without
// element.getAnimations(), which brings the page's style up to date first.
const runs = new WeakMap();

export const prefersReducedMotion = () =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Moves each element through its keyframes (scores first, weights last), in
 * step with every other element of the same call. The last keyframe must be
 * what the element's own style shows at rest: the animation only adds the
 * way there, and a cancelled or finished run leaves that end state. A run
 * still going on an element is cancelled first, so rapid changes restart
 * cleanly. With reduced motion nothing moves.
 * @param {[Element, Keyframe[]][]} moves
 */
export function moveScoresToWeights(moves) {
  stopMoving(moves.map(([element]) => element));
  if (prefersReducedMotion()) return;
  const { holdMs, travelMs, easing } = SCORES_TO_WEIGHTS;
  for (const [element, keyframes] of moves) {
    // fill 'backwards': the first keyframe shows during the hold.
    const run = element.animate(keyframes, {
      delay: holdMs,
      duration: travelMs,
      easing,
      fill: 'backwards',
    });
    runs.set(element, run);
  }
}

/**
 * Scrolls `element` into view, if it is not, when the learner's own action
 * starts its move: the moment is missed if it plays below the fold. Not on
 * the first render (a link that opens on it keeps the page where it opens)
 * and not inside a frame, whose host page is not the lab's to scroll.
 */
export function bringMomentIntoView(element) {
  if (!document.body.classList.contains('is-ready') || window.self !== window.top) return;
  // Asked once the frame is laid out, not by reading the layout in the
  // click (which made the browser lay the new step out twice); the bars hold
  // still for their first 300 ms, so starting the scroll a frame later shows
  // the same moment.
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      if (entry.intersectionRatio >= 1) return;
      element.scrollIntoView({
        block: 'nearest',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    { threshold: 1 },
  );
  observer.observe(element);
}

/** Ends the move on these elements: they show what their own style says. */
export function stopMoving(elements) {
  for (const element of elements) runs.get(element)?.cancel();
}
