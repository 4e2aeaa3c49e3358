// Everything that moves, in one place, so reduced motion, cancelling and
// tests' control of time are decided here once:
// - "scores become weights", the lab's one moving moment: the softmax bars
//   and the plane's x′ run through moveScoresToWeights, so they start,
//   travel and land together;
// - a step's entry (enterStep / endStepEntry);
// - the softmax stages' travel (travelBetweenStages);
// - Play's timer (Player).
// Animations go through the Web Animations API on transform and opacity
// only, which the compositor runs without laying the page out again.
import { TIMING, onScreen } from './schedule.js';

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
 * and not inside a frame, whose host page is not the lab's to scroll. Nor
 * while the focus is in a box to type into, elsewhere (practice mode focuses
 * its next box as the step opens): the learner's next keys go there, and the
 * moment waits for their own scroll.
 */
export function bringMomentIntoView(element) {
  if (!document.body.classList.contains('is-ready') || window.self !== window.top) return;
  // Asked once the frame is laid out, not by reading the layout in the
  // click (which made the browser lay the new step out twice); the bars hold
  // still for their first 300 ms, so starting the scroll a frame later shows
  // the same moment.
  const stop = onScreen(
    element,
    (entry) => {
      stop();
      if (entry.intersectionRatio >= 1) return;
      const box = document.activeElement;
      if (box?.matches('input[type="text"], textarea') && !element.contains(box)) return;
      element.scrollIntoView({
        block: 'nearest',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    },
    { threshold: 1 },
  );
}

/** Ends the move on these elements: they show what their own style says. */
export function stopMoving(elements) {
  for (const element of elements) runs.get(element)?.cancel();
}

// Each element's travel between two softmax stages, with where it set out
// from and where it goes, so a new stage can start from where it is.
const stageRuns = new WeakMap();

/**
 * Moves each element from `from` to `to` (numbers, made keyframes by
 * `frame`) in TIMING.softmaxTravelMs; `to` must be what its own style shows
 * at rest. An element still travelling sets out from where it is now, so a
 * learner dragging the stage slider sees no jump. Reduced motion: instant.
 * @param {[Element, number, number][]} moves
 * @param {(value: number) => Keyframe} frame
 */
export function travelBetweenStages(moves, frame) {
  const reduced = prefersReducedMotion();
  for (const [element, from, to] of moves) {
    const running = stageRuns.get(element);
    let start = from;
    if (running && running.run.playState === 'running') {
      const progress = running.run.effect.getComputedTiming().progress ?? 1;
      start = running.from + (running.to - running.from) * progress;
    }
    running?.run.cancel();
    stageRuns.delete(element);
    if (reduced || start === to) continue;
    const run = element.animate([frame(start), frame(to)], {
      duration: TIMING.softmaxTravelMs,
      easing: SCORES_TO_WEIGHTS.easing,
    });
    stageRuns.set(element, { run, from: start, to });
  }
}

// A step's entry: under its heading, what it explains fades in part after
// part, and on Project each matrix card's outline lights up in turn. Web
// Animations rather than CSS ones, so that hiding a page ends them: a CSS
// animation left on a hidden page (content-visibility: hidden) is never
// brought up to date, and Chromium drew a frame every 16 ms for as long as
// the lab stayed open. The easing is base.css's --ease, written out here:
// reading the variable would ask for a style update in the click.
const ENTRY = { durationMs: 380, staggerMs: 40, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' };
const CARD_LIGHT = { durationMs: 900, delayMs: 250, staggerMs: 450 };
const entryRuns = new WeakMap();

/** Plays a step page's entry: its .step-enters parts fade in, its cards light up. */
export function enterStep(element) {
  endStepEntry(element);
  if (prefersReducedMotion()) return;
  const { easing } = ENTRY;
  const parts = [...element.children].filter((part) => part.classList.contains('step-enters'));
  const entries = parts.map((part, index) =>
    // From hidden to the part's own style (the missing last keyframe), filled
    // backwards so that a part waiting for its turn stays hidden.
    part.animate([{ offset: 0, opacity: 0, transform: 'translateY(6px)', easing }], {
      id: 'enter',
      duration: ENTRY.durationMs,
      delay: (index + 1) * ENTRY.staggerMs,
      fill: 'backwards',
    }),
  );
  element.querySelectorAll('.card-light').forEach((light, order) => {
    // From and back to the outline's own opacity, 0.
    const keyframes = [{ easing }, { opacity: 1, offset: 0.4, easing }, {}];
    entries.push(
      light.animate(keyframes, {
        id: 'card-light',
        duration: CARD_LIGHT.durationMs,
        delay: CARD_LIGHT.delayMs + order * CARD_LIGHT.staggerMs,
      }),
    );
  });
  entryRuns.set(element, entries);
}

/** Ends a step page's entry at once (its page is hidden). */
export function endStepEntry(element) {
  for (const run of entryRuns.get(element) ?? []) run.cancel();
  entryRuns.delete(element);
}

/**
 * Play/Pause: waits `dwellMs()` (for the step shown), divided by the speed,
 * then calls `onTick`, and again for the next step, until paused. A new
 * speed counts the time already spent on the step.
 */
export class Player {
  #playing = false;
  #timer = 0;
  #since = 0;
  #speed = 1;
  #onTick;
  #onChange;
  #dwellMs;

  /**
   * @param {{ onTick: () => void, onChange: (playing: boolean) => void, dwellMs: () => number }} options
   */
  constructor({ onTick, onChange, dwellMs }) {
    this.#onTick = onTick;
    this.#onChange = onChange;
    this.#dwellMs = dwellMs;
  }

  get playing() {
    return this.#playing;
  }

  /** 0.5 is half as fast, 2 twice as fast. */
  set speed(speed) {
    this.#speed = speed;
    if (this.#playing) this.#wait();
  }

  play() {
    if (this.#playing) return;
    this.#playing = true;
    this.#since = performance.now();
    this.#wait();
    this.#onChange(true);
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    clearTimeout(this.#timer);
    this.#onChange(false);
  }

  // Once the step shown has had its time, the next one; its time counts
  // from when it is drawn.
  #wait() {
    clearTimeout(this.#timer);
    const dwell = (this.#dwellMs() * TIMING.playTimeScale) / this.#speed;
    // A User Timing mark, so DevTools' timeline (and the tests) can read the
    // time Play meant to give the step, whatever a busy machine made of it.
    performance.mark('attention-lab:play-wait', { detail: { dwellMs: dwell } });
    const left = dwell - (performance.now() - this.#since);
    this.#timer = setTimeout(() => {
      this.#onTick();
      this.#since = performance.now();
      if (this.#playing) this.#wait();
    }, left);
  }
}
