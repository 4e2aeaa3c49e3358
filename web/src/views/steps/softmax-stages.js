// The softmax step's stages: scores → eˢ → weights, at the learner's pace.
// The page's data-softmax-stage attribute says which stage is shown
// (softmax.css draws the bars and reveals the rows for it); a slider and a
// Replay button move between the stages, and on entry they play once on
// their own, starting only when the bars are wholly in view and the page has
// stopped scrolling, so nothing scrolls while the bars move.
import { bringMomentIntoView, travelBetweenStages } from '../../animation.js';
import { TIMING, whenInViewAndStill } from '../../schedule.js';
import { STAGES } from './softmax-bars.js';

const LAST = STAGES.length - 1;

// The stage on screen. There is one softmax page, and its build reads this
// so that a patched page keeps the slider's words for the stage it shows.
let shown = LAST;

/** The stage the softmax page shows (an index into STAGES). */
export const shownStage = () => shown;

// Each page's pending run of the stages (its cancel), and the slider's words
// for its stages (from its latest numbers).
const runs = new WeakMap();
const describers = new WeakMap();

function stopRun(page) {
  runs.get(page)?.();
  runs.delete(page);
}

/**
 * Shows stage `stage` on `page`: the bars travel there from the stage shown
 * (or jump, with `travel` false or reduced motion) and the slider follows.
 */
function showStage(page, stage, { travel }) {
  const from = shown;
  shown = stage;
  page.dataset.softmaxStage = STAGES[stage];
  const slider = page.querySelector('.stage-slider');
  slider.value = String(stage);
  slider.setAttribute('aria-valuetext', describers.get(page)(stage));
  // Announced only when the stage changes while the page is in use: the
  // caption's sentences, not the legend of the dashed marks after them.
  if (travel) {
    const caption = page.querySelector(`.stage-caption > .for-${STAGES[stage]}`);
    page.querySelector('.stage-announcer').textContent = caption.firstChild.textContent;
  }
  const bars = Array.from(page.querySelectorAll('.softmax-table .bar'));
  const height = (bar, at) => Number(bar.style.getPropertyValue(`--at-${STAGES[at]}`));
  travelBetweenStages(
    bars.map((bar) => [bar, height(bar, travel ? from : stage), height(bar, stage)]),
    (value) => ({ transform: `scaleY(${value})` }),
  );
}

// The stages one after the other from the first, each held for
// TIMING.softmaxHoldMs, once the bars are in view and still.
function runStages(page) {
  stopRun(page);
  showStage(page, 0, { travel: false });
  let timer = 0;
  const next = (stage) => {
    timer = setTimeout(
      () => {
        showStage(page, stage, { travel: true });
        if (stage < LAST) next(stage + 1);
        else runs.delete(page);
      },
      TIMING.softmaxHoldMs + (stage > 1 ? TIMING.softmaxTravelMs : 0),
    );
  };
  const stopWaiting = whenInViewAndStill(page.querySelector('.softmax-table .bar-row'), () =>
    next(1),
  );
  runs.set(page, () => {
    stopWaiting();
    clearTimeout(timer);
  });
}

// The slider and Replay, through the page: a patched page keeps its nodes,
// and this listens once, whatever nodes they are.
function wire(page) {
  page.addEventListener('input', (event) => {
    if (!event.target.matches('.stage-slider')) return;
    stopRun(page);
    showStage(page, Number(event.target.value), { travel: true });
  });
  page.addEventListener('click', (event) => {
    if (event.target.closest('.stage-replay')) runStages(page);
  });
}

/**
 * Plays the stages on `page` from the first (on entry, for new numbers, on
 * Replay). On entry by the learner's own action the bars are first brought
 * into view.
 * @param {(stage: number) => string} describe  the slider's words for a stage
 */
export function playStages(page, describe, { entered }) {
  if (!describers.has(page)) wire(page);
  describers.set(page, describe);
  if (entered) bringMomentIntoView(page.querySelector('.softmax'));
  runStages(page);
}
